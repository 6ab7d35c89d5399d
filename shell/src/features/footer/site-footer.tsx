import { mailHref, siteConfig, telHref } from '@chardham/shared/config';
import { Link, useLocale } from '@chardham/shared/router';
import { href, routes } from '@chardham/shared/routes';
import { useMessages } from '../../i18n';
import styles from './site-footer.module.css';

const anchors = [
  { key: 'home', to: href.section('home') },
  { key: 'destinations', to: href.section('destinations') },
  { key: 'packages', to: href.section('packages') },
  { key: 'about', to: href.section('about') },
  { key: 'contact', to: href.section('contact') },
] as const;

const pages = [
  { key: 'becomePartner', to: routes.becomePartner.path },
  { key: 'customerSupport', to: routes.customerSupport.path },
  { key: 'privacyPolicy', to: routes.privacyPolicy.path },
  { key: 'termsConditions', to: routes.termsConditions.path },
] as const;

/** The footer on every page, with its own phone and email (spec §2 Footer). */
export function SiteFooter() {
  const { footer, brand } = siteConfig;
  const m = useMessages();
  const locale = useLocale();
  const label = (key: (typeof pages)[number]['key']) =>
    key === 'becomePartner' ? m.nav.becomePartner : m.footer[key];
  return (
    <footer className={styles.footer}>
      <div className={`ui-container ${styles.grid}`}>
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brand}>
            {brand.name}
          </h2>
          <p className={styles.tagline}>{m.footer.tagline}</p>
          <p className={styles.about}>{m.footer.about}</p>
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            {m.footer.explore}
          </h2>
          <ul className={styles.list}>
            {anchors.map((a) => (
              <li key={a.key}>
                <Link to={a.to}>{m.nav[a.key]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            {m.footer.company}
          </h2>
          <ul className={styles.list}>
            {pages.map((p) => (
              <li key={p.key}>
                <Link to={p.to}>{label(p.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-reach">
          <h2 id="footer-reach" className={styles.heading}>
            {m.footer.reach}
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={telHref(footer.phone)} data-testid="footer-phone">
                {footer.phone.display}
              </a>
            </li>
            <li>
              <a href={mailHref(footer.email)} data-testid="footer-email">
                {footer.email}
              </a>
            </li>
            <li>
              {locale === 'hi' ? siteConfig.contact.address.displayHi : siteConfig.contact.address.display}
            </li>
          </ul>
        </section>
      </div>
      <div className={`ui-container ${styles.legal}`}>
        <p>{m.footer.legal(new Date().getFullYear(), brand.name)}</p>
      </div>
    </footer>
  );
}
