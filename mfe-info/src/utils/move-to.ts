const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Brings a section into view and puts keyboard focus where the visitor will continue: scrolling alone
 * would leave a keyboard or screen reader user back at the button (docs/decisions/040).
 */
export function moveTo(sectionId: string, focusId: string = sectionId): void {
  const section = document.getElementById(sectionId);
  const focusTarget = document.getElementById(focusId);
  if (!section || !focusTarget) return;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  focusTarget.focus({ preventScroll: true });
}
