import { early } from '@chardham/shared/hydration';
import { useNavigate } from '@chardham/shared/router';
import { useEffect } from 'react';
import { linkOf } from '../early-script/preload';

/** The in-app path a click should go to, or null when the browser should follow the link itself. */
export function pendingRegionTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = linkOf(event.target);
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const pending = early()?.pending;
  if (!pending || ![...pending].some((region) => region.contains(link))) return null;
  const here = window.location;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin) return null;
  // An anchor on this very page scrolls as HTML does.
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A region whose code has not run yet (the landing page waits for the visitor's intent: decision
 * 069) is the server's HTML, and its links are plain links: followed, one would load the whole
 * document again, shell and slices included. The shell's router is live by then, so it follows such
 * a link itself, as the region's own Link does once hydrated (that one prevents the default first).
 */
export function usePendingRegionLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = pendingRegionTarget(event);
      if (target === null) return;
      event.preventDefault();
      navigate(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
