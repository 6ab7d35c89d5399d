/**
 * The one island mechanism (docs/decisions/062-deferred-regions.md, 065-slice-html.md): a part of
 * the server's page that becomes its own React root. The page's root keeps the server's markup as it
 * is (IslandMarkup: the same string, never set again) while the island's own root hydrates it
 * (hydrateIsland). The shell's regions (one per slice on a page) and the landing page's sections
 * further down both use it.
 */
import {
  type ComponentType,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  startTransition,
  useInsertionEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { answersWithoutCode, early, whenNear } from '.';
import { reportMismatchInDev } from './dev-mismatch';

const adopted = new WeakMap<Element, { __html: string }>();
const taken = new WeakSet<Element>();

/**
 * The server markup of an element on screen, for the island that will adopt it. Every render of the
 * hydration that adopts it gets the same markup: React renders a hydration again from the start when
 * it is interrupted (a tap or a key on a busy phone raises its priority), and a second attempt that
 * found it claimed rendered an empty section over the server's, a mismatch (React #418) that made
 * React render the landing page again on the client, and the enquiry form inside it lost its code
 * for good. Once the island has committed (`serverMarkupTaken`), a later render (a navigation back to
 * the page) finds it taken and renders in the browser instead.
 */
export function adoptServerMarkup(element: Element | null): { __html: string } | null {
  if (!element || taken.has(element)) return null;
  let html = adopted.get(element);
  if (!html) {
    html = { __html: element.innerHTML };
    adopted.set(element, html);
  }
  return html;
}

/** The island that adopted this element's markup has committed: no later render adopts it. */
export function serverMarkupTaken(element: Element | null): void {
  if (element) taken.add(element);
}

/** What the page's root renders where an island owns the markup. */
export function IslandMarkup({
  html,
  ref,
  ...attributes
}: HTMLAttributes<HTMLDivElement> & { html: { __html: string }; ref?: Ref<HTMLDivElement> } & Record<
    `data-${string}`,
    string | undefined
  >) {
  // suppressHydrationWarning: the markup is the island's, which React does not compare here.
  return <div ref={ref} {...attributes} dangerouslySetInnerHTML={html} suppressHydrationWarning />;
}

/**
 * Hydrates an island's markup as its own root. As a transition, like the page's own hydration: it
 * yields to a scroll or a tap. A mismatch is logged (the e2e suite fails on it) and handed to
 * `onRecoverableError`, through which the shell reports it (shared code does not import the shell).
 *
 * A button pressed while the island hydrates is held, and pressed again once it has. React would
 * drop it: an event on a root still hydrating makes React hydrate that root at once and then
 * dispatch, but it finds the root through its container, and an island's container is an element
 * the page's root rendered, so React sees the page's element, hydrates nothing, stops the event and
 * drops it (react-dom 19.3, `dispatchEvent`). The early script no longer answers the island's
 * controls by then (decision 088): a tap on a package tab did nothing in 1 of 4 loads on a busy
 * slow phone (docs/decisions/097-taps-while-an-island-hydrates.md).
 */
export function hydrateIsland(
  container: Element,
  children: ReactNode,
  name: string,
  onRecoverableError?: (error: unknown) => void,
): Root {
  let root: Root | undefined;
  const held: HTMLElement[] = [];
  const hold = (event: Event) => {
    // The island left the page before it hydrated: nothing is held for it any more.
    if (!container.isConnected) {
      document.removeEventListener('click', hold, true);
      return;
    }
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // Held already by a section waiting for its code (Island), which presses it again itself.
    if (!button || !container.contains(button) || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  };
  const hydrated = () => {
    document.removeEventListener('click', hold, true);
    // After this commit's effects, so the island's handlers are in place.
    setTimeout(() => {
      for (const button of held.splice(0)) if (button.isConnected) button.click();
    });
  };
  // Before React's own listeners on the container: the document's capture phase comes first.
  document.addEventListener('click', hold, true);
  // React answers the island's events from now on (replaying those held meanwhile): the early
  // script stops answering its controls (decision 088).
  early()?.owned?.add(container);
  // Every render of the root is wrapped alike, so a later render updates the tree it hydrated.
  const wrap = (tree: ReactNode) => <Hydrated onHydrated={hydrated}>{tree}</Hydrated>;
  startTransition(() => {
    root = hydrateRoot(container, wrap(children), {
      onRecoverableError: (error) => {
        console.warn(`The ${name} region was rendered again on the client.`, error);
        if (import.meta.hot) reportMismatchInDev(name, error);
        onRecoverableError?.(error);
      },
    });
  });
  const hydrating = root;
  if (!hydrating) throw new Error(`The ${name} region could not be hydrated`);
  return {
    render: (tree: ReactNode) => hydrating.render(wrap(tree)),
    unmount: () => hydrating.unmount(),
  };
}

/**
 * Calls `onHydrated` once, as its root's first commit is made: an insertion effect, so before any
 * layout effect of the tree (a region pressing again, from its own, what was pressed before its
 * root existed reaches the live island, not the hold).
 */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the first commit.
  useInsertionEffect(onHydrated, []);
  return children;
}

/** A section's code, split from the page's. */
export type IslandLoader = () => Promise<ComponentType>;

const loaded = new Map<IslandLoader, ComponentType>();

type Mode =
  | { kind: 'ready'; Component: ComponentType }
  | { kind: 'client' }
  | { kind: 'prerendered'; html: { __html: string } };

function firstMode(name: string, load: IslandLoader): Mode {
  const Component = loaded.get(load);
  if (Component) return { kind: 'ready', Component };
  if (typeof document === 'undefined') return { kind: 'client' };
  // The page's hydration finds the section's server markup on screen (its page is a region of its
  // own, hydrated after the shell has taken over); a later render (a navigation back to the page)
  // finds none, or only markup an island has taken.
  const html = adoptServerMarkup(document.querySelector(`[data-island="${name}"]`));
  return html ? { kind: 'prerendered', html } : { kind: 'client' };
}

/** A server render renders every section in place: their code is loaded before it starts. */
export async function preloadIslands(loaders: readonly IslandLoader[]): Promise<void> {
  await Promise.all(loaders.map(async (load) => loaded.set(load, await load())));
}

/** Calls `onReady` once, when an island's root has hydrated (its layout effects run). */
export function IslandReady({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island has hydrated.
  useLayoutEffect(onReady, []);
  return children;
}

/**
 * A section further down a server page whose code loads, and which is hydrated as its own
 * React root, only when the visitor gets near it (docs/decisions/062-deferred-regions.md). Until
 * then it is the server's HTML: readable, its links work (as full page loads), and a button
 * pressed meanwhile is pressed again once the section is live. On a page rendered in the browser
 * (a navigation), the section loads at once and renders in place.
 */
export function Island({
  name,
  load,
  Providers,
}: {
  name: string;
  load: IslandLoader;
  /**
   * What an island's own root needs around it that the page's root provides (the router). Passed
   * by the slice, so the slice's shared router module is the one used.
   */
  Providers: ComponentType<{ children: ReactNode }>;
}) {
  const [mode, setMode] = useState<Mode>(() => firstMode(name, load));
  const element = useRef<HTMLDivElement>(null);

  // A layout effect, so that presses are held from the page's commit on: the shell presses again,
  // in its region's layout effect (after this one, a child's), what was pressed before the page
  // was live, and a press in this section must wait for the section, not reach its dead HTML.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount.
  useLayoutEffect(() => {
    if (mode.kind === 'ready') return;
    let active = true;
    if (mode.kind === 'client') {
      load().then(
        (Component) => {
          loaded.set(load, Component);
          if (active) setMode({ kind: 'ready', Component });
        },
        (error: unknown) => console.warn(`The ${name} section could not be loaded.`, error),
      );
      return () => {
        active = false;
      };
    }
    const container = element.current;
    if (!container) return;
    serverMarkupTaken(container);
    let root: Root | undefined;
    // Buttons pressed before the section is live are pressed again, in order, once it is. Held
    // presses go no further, so a press is never handled twice.
    const pressed: HTMLButtonElement[] = [];
    const hold = (event: Event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !container.contains(button) || answersWithoutCode(button)) return;
      event.preventDefault();
      event.stopPropagation();
      pressed.push(button);
    };
    document.addEventListener('click', hold, true);
    const release = () => {
      document.removeEventListener('click', hold, true);
      setTimeout(() => {
        for (const button of pressed.splice(0)) if (button.isConnected) button.click();
      });
    };
    whenNear(container, '200px 0px')
      .then(load)
      .then(
        (Component) => {
          loaded.set(load, Component);
          if (!active) return;
          root = hydrateIsland(
            container,
            <Providers>
              <IslandReady onReady={release}>
                <Component />
              </IslandReady>
            </Providers>,
            `${name} section`,
          );
        },
        (error: unknown) => {
          // The server's section stays: readable, with working links.
          document.removeEventListener('click', hold, true);
          console.warn(`The ${name} section could not be loaded.`, error);
        },
      );
    return () => {
      active = false;
      document.removeEventListener('click', hold, true);
      const current = root;
      // The page's root is removing the section: the island's root goes with it, after this commit.
      if (current) setTimeout(() => current.unmount());
    };
  }, []);

  if (mode.kind === 'prerendered') {
    return <IslandMarkup ref={element} className="ui-contents" data-island={name} html={mode.html} />;
  }
  return (
    <div ref={element} className="ui-contents" data-island={name}>
      {mode.kind === 'ready' ? <mode.Component /> : null}
    </div>
  );
}
