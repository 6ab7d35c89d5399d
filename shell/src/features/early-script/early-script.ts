import type { EarlyState } from '@chardham/shared/hydration/early-state';

/**
 * The shell's first script: runs as soon as it arrives (a tiny async script in <head>), long before
 * the app's own JavaScript, and starts the current route's remote: remotes.json, then the remote's
 * entry (modulepreload: fetched, not run) and its mf-manifest.json (build info for the skew check).
 * The app picks these requests up (early-fetches.ts) instead of repeating them.
 *
 * Serialised with Function.prototype.toString by build/early-script-plugin.ts: self-contained, no
 * imports but types (erased before it is serialised). So the path matcher comes in as an argument, the shared one (`matchPattern` of
 * @chardham/shared/routes/match) serialised beside it, rather than a copy of it here.
 */
export function earlyRemote(
  table: readonly (readonly [pattern: string, slice: string])[],
  match: (pattern: string, pathname: string) => Record<string, string> | null,
): void {
  // Until the app has taken over a server page, a submitted form must not fall back to the
  // browser's own GET (it would put what the visitor typed in the URL and lose it): it is held, and
  // the app submits it once it is live (app/app-ready.ts).
  const held: { form: HTMLFormElement | null } = { form: null };
  // Regions the app hydrates only when the visitor gets near them (shell features/remotes).
  const pending = new Set<Element>();
  const live = (form: HTMLFormElement) =>
    window.document.documentElement.hasAttribute('data-app-ready') &&
    ![...pending].some((region) => region.contains(form));
  window.document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (live(form)) return;
      // Held for the app alone: a hydrated form whose app is not marked live yet must not send it too.
      event.preventDefault();
      event.stopPropagation();
      held.form = form;
    },
    true,
  );
  // A submit the browser refused as incomplete (`invalid`, and no `submit` at all) is held too: the
  // app submits it again once live, and the form then shows its own messages next to the fields
  // (docs/decisions/062-deferred-regions.md).
  window.document.addEventListener(
    'invalid',
    (event) => {
      const form = (event.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement).form;
      if (form && !live(form)) held.form = form;
    },
    true,
  );
  const route = table.find(([pattern]) => match(pattern, window.location.pathname));
  // Islands whose React root exists (hydrateIsland): from then on React answers their events, and
  // replays those that arrive while it hydrates.
  const owned = new WeakSet<Element>();
  const ownedByReact = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (owned.has(node)) return true;
      // A section hydrated as its own root later than the page around it.
      if (node.hasAttribute('data-island')) return false;
    }
    return false;
  };
  // A control marked data-early answers in the server's HTML before its code has run (decision
  // 088); the component adopts the state it was left in when it hydrates (earlyState in
  // @chardham/shared/hydration). Each kind changes only what the component renders for that state.
  const answer: Record<string, (control: HTMLElement) => void> = {
    // A disclosure: its button's aria-expanded, its panel, and the card's data-open.
    toggle: (control) => {
      const open = control.getAttribute('aria-expanded') !== 'true';
      control.setAttribute('aria-expanded', String(open));
      window.document
        .getElementById(control.getAttribute('aria-controls') ?? '')
        ?.toggleAttribute('hidden', !open);
      control.closest('[data-open]')?.setAttribute('data-open', String(open));
    },
    // A tab (WAI-ARIA tabs): selected, in the tab order, its panel shown and its siblings' hidden.
    tab: (control) => {
      const tabs = control.closest('[role="tablist"]')?.querySelectorAll('[role="tab"]') ?? [];
      for (const tab of tabs) {
        const selected = tab === control;
        tab.setAttribute('aria-selected', String(selected));
        tab.setAttribute('tabindex', selected ? '0' : '-1');
        window.document
          .getElementById(tab.getAttribute('aria-controls') ?? '')
          ?.toggleAttribute('hidden', !selected);
      }
      control.focus();
    },
    // A slideshow's dot: its slide shown and current, the stylesheet's turning stopped.
    slide: (control) => {
      const dots = [...(control.parentElement?.children ?? [])];
      const index = dots.indexOf(control);
      const slides = window.document.getElementById(control.getAttribute('aria-controls') ?? '');
      if (!slides) return;
      [...slides.children].forEach((slide, i) => {
        slide.setAttribute('data-active', String(i === index));
        slide.setAttribute('aria-hidden', String(i !== index));
      });
      for (const dot of dots) {
        if (dot === control) dot.setAttribute('aria-current', 'true');
        else dot.removeAttribute('aria-current');
      }
      slides.removeAttribute('data-autoplay');
      control.closest('[data-autoplay]')?.removeAttribute('data-autoplay');
    },
    // A pause/play button: its state and its name swap (the other name is in data-swap-label).
    pause: (control) => {
      control.setAttribute('data-playing', String(control.getAttribute('data-playing') === 'false'));
      const other = control.getAttribute('data-swap-label');
      control.setAttribute('data-swap-label', control.getAttribute('aria-label') ?? '');
      if (other) control.setAttribute('aria-label', other);
    },
  };
  // A button pressed in a region whose code has not run yet did nothing: it is pressed again once
  // the region has hydrated (features/remotes/deferred-regions.ts). Links and fields work as HTML.
  const pressed: Element[] = [];
  const answered: Element[] = [];
  window.document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest<HTMLElement>('[data-early]');
      const kind = control ? answer[control.getAttribute('data-early') ?? ''] : undefined;
      if (control && kind && !ownedByReact(control)) {
        // Answered here, once: nothing else (a section's held presses, a replay) presses it again.
        event.stopImmediatePropagation();
        kind(control);
        // The visitor reached for the page: a region whose code waits for that loads it now.
        answered.push(control);
        return;
      }
      const button = target?.closest('button');
      if (!button || button.type === 'submit' || pressed.includes(button) || ownedByReact(button)) return;
      // A popover's button has opened or closed it already: pressed again, it would undo that.
      if (button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')) return;
      if ([...pending].some((region) => region.contains(button))) pressed.push(button);
    },
    true,
  );
  const early: EarlyState & Required<Pick<EarlyState, 'manifests'>> = {
    manifests: {},
    held,
    pending,
    pressed,
    owned,
    answered,
  };
  globalThis.__chardhamEarly = early;

  const begin = () => {
    // The server's page carries the remotes document it was composed from: the code the page loads
    // is the release whose HTML it shows (docs/decisions/065-slice-html.md).
    const inline = window.document.getElementById('remotes-document')?.textContent?.trim();
    const remotes = inline
      ? Promise.resolve(new Response(inline, { headers: { 'Content-Type': 'application/json' } }))
      : fetch('/remotes.json', { cache: 'no-cache' });
    early.remotes = remotes;
    if (!route) return;
    const slice = route[1];
    // A page the visitor can read before its code runs loads that code on their intent instead.
    const region = window.document.querySelector('[data-remote-region][data-hydrate="intent"]');
    if (region?.hasChildNodes()) return;
    remotes
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((document: { remotes?: Record<string, { entry?: string }> } | null) => {
        const entry = document?.remotes?.[slice]?.entry;
        if (!entry) return;
        const href = new URL(entry, window.location.href).href;
        const link = window.document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        window.document.head.append(link);
        const response = fetch(new URL('mf-manifest.json', href).href, { cache: 'no-cache' });
        // The app may never ask (a quick navigation elsewhere): an unread failure is not an error.
        response.catch(() => {});
        early.manifests[slice] = { entry: href, response };
      })
      .catch(() => {});
  };

  // A server page is painted first: its JavaScript would otherwise share a slow connection with
  // the stylesheets the first paint waits for. The shell's frame lists the app's module script and
  // preloads in #app-scripts; they are added once the page has been painted.
  const root = window.document.documentElement;
  if (!root.hasAttribute('data-prerendered')) {
    begin();
    return;
  }
  const loadApp = () => {
    begin();
    const list = window.document.getElementById('app-scripts')?.textContent;
    const {
      preloads: appPreloads = [],
      scripts = [],
      runtime,
      manifest,
    } = (list ? JSON.parse(list) : {}) as {
      preloads?: string[];
      scripts?: string[];
      runtime?: string;
      manifest?: string;
    };
    // Linked now, not in the HTML: Chrome fetches a linked manifest and its icon as the page
    // loads, beside the largest picture (docs/decisions/080-offline-and-service-worker.md).
    if (manifest) {
      const link = window.document.createElement('link');
      link.rel = 'manifest';
      link.href = manifest;
      window.document.head.append(link);
    }
    // The federation runtime runs a slice: a page whose slice loads at once wants it with the app;
    // the landing page, read before its code runs, does not until the visitor reaches for it.
    const intent = window.document.querySelector('[data-remote-region][data-hydrate="intent"]');
    const preloads = runtime && route && !intent?.hasChildNodes() ? [runtime, ...appPreloads] : appPreloads;
    for (const src of scripts) {
      const script = window.document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      window.document.head.append(script);
    }
    // Each request costs the main thread a little (a millisecond or more on a slow phone): the
    // preloads go in a few at a time, so a tap meanwhile is not kept waiting behind all of them.
    const addPreloads = (from: number) => {
      for (const href of preloads.slice(from, from + 4)) {
        const link = window.document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        window.document.head.append(link);
      }
      if (from + 4 < preloads.length) setTimeout(() => addPreloads(from + 4), 0);
    };
    addPreloads(0);
  };
  // "Painted" means the browser has reported the first contentful paint, not that a frame has
  // run: the frame's pixels reach the screen later (on a busy or GPU-less machine, tens of ms later),
  // and an app script asked for after the frame but finished before that report counted, in
  // Lighthouse's model, as something the first paint waited for: FCP jumped from 1.07 to 1.5 s in a
  // third of the runs (docs/decisions/081-first-paint-before-the-app.md).
  const afterPaint = () => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      setTimeout(loadApp, 0);
    };
    // A page opened in the background is not painted until it is shown: nothing to wait for.
    if (window.document.visibilityState === 'hidden') {
      start();
      return;
    }
    const Observer = window.PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(start);
      return;
    }
    const observer = new Observer((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A page that never paints content (or a browser that never says so) still gets its app.
    setTimeout(() => {
      observer.disconnect();
      start();
    }, 3000);
  };
  if (window.document.readyState === 'loading') {
    window.document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  } else {
    afterPaint();
  }
}
