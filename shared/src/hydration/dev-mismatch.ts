/**
 * `pnpm dev` (tools/dev/dev.mjs): a region whose server HTML and client render differ is said where the
 * developer looks: in the page, as Vite's error overlay, and in the terminal (through Vite's socket),
 * naming the region's slice, the route and the first differing element. Nothing of this is in a
 * production build (`import.meta.hot` is undefined there, and the branch is dropped).
 */

/**
 * Where React's development diff first differs: the element (and the component holding it) above
 * its first `+ client` / `- server` pair. React's message has a list of causes first, whose lines
 * also begin with "- ", but with one space only.
 */
export function firstDifference(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message.split('\n');
  const first = lines.findIndex((line) => /^[+-]\s{2,}\S/.test(line));
  if (first < 0) return lines[0] ?? '';
  const above = lines.slice(0, first).reverse();
  const element = above
    .find((line) => /^\s*<[a-z][\w-]*[\s>]/.test(line))
    ?.trim()
    .replace(/\s.*$/, '>');
  const component = above
    .find((line) => /^\s*<[A-Z][\w.]*[\s>]/.test(line))
    ?.trim()
    .replace(/[\s>].*$/, '>');
  const sides = lines
    .slice(first, first + 2)
    .map((line) => `${line.startsWith('+') ? 'client' : 'server'} "${line.slice(1).trim()}"`)
    .join(', ');
  return [element && component ? `${element} in ${component}` : (element ?? component), sides]
    .filter(Boolean)
    .join(': ');
}

export function reportMismatchInDev(region: string, error: unknown): void {
  const hot = import.meta.hot;
  if (!hot) return;
  const path = window.location.pathname;
  const difference = firstDifference(error);
  const message = `Hydration mismatch in the ${region} region at ${path}: the server HTML and the client render differ (${difference})`;
  hot.send('chardham:hydration-mismatch', { region, path, difference });
  const Overlay = customElements.get('vite-error-overlay') as
    | (new (error: {
        message: string;
        stack: string;
        plugin?: string;
      }) => HTMLElement)
    | undefined;
  if (Overlay) {
    const details = error instanceof Error ? (error.message ?? '') : '';
    document.body.append(new Overlay({ message, stack: details, plugin: 'chardham:hydration' }));
  }
}
