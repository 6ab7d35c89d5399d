import { mailHref, siteConfig, telHref } from '@chardham/shared/config';
import { Link } from '@chardham/shared/router';
import { href, routes } from '@chardham/shared/routes';
import styles from './site-footer.module.css';

const anchors = [
  { label: 'Home', to: href.section('home') },
  { label: 'Destinations', to: href.section('destinations') },
  { label: 'Packages', to: href.section('packages') },
  { label: 'About Us', to: href.section('about') },
  { label: 'Contact', to: href.section('contact') },
] as const;

const pages = [
  { label: 'Become Partner', to: routes.becomePartner.path },
  { label: 'Customer Support', to: routes.customerSupport.path },
  { label: 'Privacy Policy', to: routes.privacyPolicy.path },
  { label: 'Terms & Conditions', to: routes.termsConditions.path },
] as const;

/** The footer on every page, with its own phone and email (spec §2 Footer). */
export function SiteFooter() {
  const { footer, brand } = siteConfig;
  return (
    <footer className={styles.footer}>
      <div className={`ui-container ${styles.grid}`}>
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brand}>
            {brand.name}
          </h2>
          <p className={styles.tagline}>{brand.tagline}</p>
          <p className={styles.about}>
            A Haridwar destination management company for Chardham, DoDham, Kedarnath and Tungnath yatras, for
            pilgrims, families, groups and the agents who bring them.
          </p>
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            Explore
          </h2>
          <ul className={styles.list}>
            {anchors.map((a) => (
              <li key={a.label}>
                <Link to={a.to}>{a.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            Company
          </h2>
          <ul className={styles.list}>
            {pages.map((p) => (
              <li key={p.label}>
                <Link to={p.to}>{p.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-reach">
          <h2 id="footer-reach" className={styles.heading}>
            Reach us
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
            <li>{siteConfig.contact.address.display}</li>
          </ul>
        </section>
      </div>
      <div className={`ui-container ${styles.legal}`}>
        <p>
          © {new Date().getFullYear()} {brand.name}. Contact details shown are placeholders.
        </p>
      </div>
    </footer>
  );
}
