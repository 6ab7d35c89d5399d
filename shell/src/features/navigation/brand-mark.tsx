/** The company's mark: a temple spire against snow peaks and the rising sun (original artwork). */
export function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#c2410c" />
      <circle cx="46" cy="17" r="6" fill="#fde68a" />
      <path d="M6 52 24 24l7 10 7-9 20 27Z" fill="#fff" />
      <path d="M24 24l4 6-4 3-4-3Z" fill="#fde68a" />
      <path d="M29 52V40l3-6 3 6v12Z" fill="#7c2d12" />
    </svg>
  );
}
