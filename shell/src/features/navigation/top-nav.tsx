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

/** Fixed top navigation: transparent at the top, frosted once scrolled; a toggled menu on small screens. */
export function TopNav({ onIntent }: { onIntent?: (to: string) => void }) {
  const scrolled = useScrolled(NAV_SCROLL_THRESHOLD_PX);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const m = useMessages();

  // A navigation of any kind closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const intent = (to: string) => () => onIntent?.(to);
  const close = () => setOpen(false);

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
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
          >
            <span className="ui-visually-hidden">{m.nav.menu}</span>
            <span className={styles.burger} data-open={open} aria-hidden="true" />
          </button>
          <ul id={menuId} className={styles.menu} data-open={open}>
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
