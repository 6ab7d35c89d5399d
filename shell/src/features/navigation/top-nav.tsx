import { siteConfig } from '@chardham/shared/config';
import { Link, useLocation } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';
import { bookNow, NAV_SCROLL_THRESHOLD_PX, navItems } from './nav-items';
import styles from './top-nav.module.css';
import { useScrolled } from './use-scrolled';

/** Whether a popover is showing (`:popover-open`; false where a browser cannot say). */
function showing(element: HTMLElement | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}

/**
 * Fixed top navigation: transparent at the top, frosted once scrolled; on small screens the menu is
 * a popover its toggle opens, so a tap opens it before any code has run (decision 088). Its state
 * follows the popover's own. The toggle has no `aria-expanded`: the browser exposes a popover
 * button's expanded state itself, and HTML forbids the attribute on it (issue 65).
 */
export function TopNav({ onIntent }: { onIntent?: (to: string) => void }) {
  const scrolled = useScrolled(NAV_SCROLL_THRESHOLD_PX);
  const menuRef = useRef<HTMLUListElement>(null);
  // Opened before the app took over, the menu is still open when it does.
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(showing(menuRef.current)), []);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const m = useMessages();

  const close = () => {
    if (showing(menuRef.current)) menuRef.current?.hidePopover();
  };
  // A navigation of any kind closes the menu; taking over the page is none.
  const shownAt = useRef(location.key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design.
  useEffect(() => {
    if (shownAt.current !== location.key) close();
    shownAt.current = location.key;
  }, [location.key]);

  // Escape closes a popover by itself; the focus goes back to the toggle.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const intent = (to: string) => () => onIntent?.(to);

  return (
    <header className={styles.bar} data-scrolled={scrolled || open ? 'true' : 'false'}>
      <div className={`ui-container ${styles.inner}`}>
        <Link to={href.section('home')} className={styles.brand} onClick={close}>
          <BrandMark />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{siteConfig.brand.name}</span>
            <span className={styles.tagline}>{m.footer.tagline}</span>
          </span>
        </Link>
        <LanguageSwitch />
        <nav aria-label={m.nav.label} className={styles.nav}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-controls={menuId}
            popoverTarget={menuId}
          >
            <span className="ui-visually-hidden">{m.nav.menu}</span>
            <span className={styles.burger} aria-hidden="true" />
          </button>
          <ul
            ref={menuRef}
            id={menuId}
            className={styles.menu}
            popover="auto"
            onToggle={(event) => setOpen(event.newState === 'open')}
          >
            {navItems.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.to}
                  className={styles.link}
                  onClick={close}
                  onMouseEnter={intent(item.to)}
                  onFocus={intent(item.to)}
                >
                  {m.nav[item.key]}
                </Link>
              </li>
            ))}
            <li className={styles.cta}>
              <Link to={bookNow.to} className="ui-button" onClick={close} onMouseEnter={intent(bookNow.to)}>
                {m.nav.bookNow}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
