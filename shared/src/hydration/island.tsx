import {
  type ComponentType,
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { whenNear } from '.';

/** A section's code, split from the page's. */
export type IslandLoader = () => Promise<ComponentType>;

const loaded = new Map<IslandLoader, ComponentType>();
const claimed = new WeakSet<Element>();

type Mode =
  | { kind: 'ready'; Component: ComponentType }
  | { kind: 'client' }
  | { kind: 'prerendered'; html: { __html: string } };

function firstMode(name: string, load: IslandLoader): Mode {
  const Component = loaded.get(load);
  if (Component) return { kind: 'ready', Component };
  if (typeof document === 'undefined') return { kind: 'client' };
  // The page's first hydration finds the section's prerendered markup on screen; a later render
  // (a navigation back to the page) does not.
  const element = document.querySelector(`[data-island="${name}"]`);
  if (!element || claimed.has(element) || document.documentElement.hasAttribute('data-app-ready')) {
    return { kind: 'client' };
  }
  claimed.add(element);
  return { kind: 'prerendered', html: { __html: element.innerHTML } };
}

/** Calls `onReady` once, when an island's root has hydrated (its layout effects run). */
export function IslandReady({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island has hydrated.
  useLayoutEffect(onReady, []);
  return children;
}

/**
 * A section further down a prerendered page whose code loads, and which is hydrated as its own
 * React root, only when the visitor gets near it (docs/decisions/062-deferred-regions.md). Until
 * then it is the prerendered HTML: readable, its links work (as full page loads), and a button
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount.
  useEffect(() => {
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
    let root: Root | undefined;
    // Buttons pressed before the section is live are pressed again, in order, once it is. Held
    // presses go no further, so a press is never handled twice.
    const pressed: HTMLButtonElement[] = [];
    const hold = (event: Event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !container.contains(button)) return;
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
          // As a transition, like the page's own hydration: it yields to a scroll or a tap.
          startTransition(() => {
            root = hydrateRoot(
              container,
              <Providers>
                <IslandReady onReady={release}>
                  <Component />
                </IslandReady>
              </Providers>,
              {
                onRecoverableError: (error) =>
                  console.warn(`The ${name} section was rendered again on the client.`, error),
              },
            );
          });
        },
        (error: unknown) => {
          // The prerendered section stays: readable, with working links.
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
    // The page's root keeps the markup as it is (the same string, never set again); the island's
    // own root hydrates it. suppressHydrationWarning: React does not compare it here.
    return (
      <div
        ref={element}
        className="ui-contents"
        data-island={name}
        dangerouslySetInnerHTML={mode.html}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div ref={element} className="ui-contents" data-island={name}>
      {mode.kind === 'ready' ? <mode.Component /> : null}
    </div>
  );
}
