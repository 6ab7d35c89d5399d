import { artwork } from '@chardham/shared/artwork';
import { formatRupees } from '@chardham/shared/content/format';
import { packages as catalogue } from '@chardham/shared/content/packages';
import { Link, useLocale } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import { ResponsiveImage } from '@chardham/shared/ui';
import { SectionHeading } from '../../../components/section-heading';
import { useMessages } from '../../../i18n';
import { hindiWords } from '../../../i18n/hindi-words';
import styles from './featured-packages.module.css';
import { PackageTile } from './package-tile';

/** Featured tiles from the one package catalogue, a View All tile and the wide banner (spec §2). */
export function FeaturedPackages() {
  const m = useMessages().packages;
  const locale = useLocale();
  const packages = locale === 'hi' ? hindiWords.get().packagesIn('hi') : catalogue;
  const featured = packages.filter((p) => p.featured);
  const banner = packages.find((p) => p.id === 'complete-chardham');
  return (
    <section id="packages" className="ui-section" aria-labelledby="packages-title">
      <div className="ui-container">
        <SectionHeading id="packages-title" eyebrow={m.eyebrow} title={m.title}>
          {m.subtitle}
        </SectionHeading>
        <ul className={styles.grid}>
          {featured.map((pkg) => (
            <li key={pkg.id}>
              <PackageTile pkg={pkg} />
            </li>
          ))}
          <li>
            <Link to={href.packages()} className={styles.viewAll}>
              <span className={styles.viewAllTitle}>{m.viewAll}</span>
              <span>{m.viewAllText}</span>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        </ul>
        {banner ? (
          <article className={styles.banner}>
            <ResponsiveImage
              image={artwork[banner.image]}
              alt=""
              sizes="(max-width: 72rem) calc(100vw - 2rem), 72rem"
              className={styles.bannerImage}
            />
            <div className={styles.bannerBody}>
              <span className={styles.bannerEyebrow}>{m.bannerEyebrow(banner.duration)}</span>
              <h3 className={styles.bannerTitle}>
                <Link to={href.packageDetail(banner.id)} className={styles.link}>
                  {m.bannerTitle}
                </Link>
              </h3>
              <p>{m.bannerText}</p>
              {banner.price ? (
                <p className={styles.bannerPrice}>{m.bannerPrice(formatRupees(banner.price))}</p>
              ) : null}
              <span className={`ui-button ui-button--light ${styles.bannerCta}`} aria-hidden="true">
                {m.bannerCta}
              </span>
            </div>
          </article>
        ) : null}
      </div>
    </section>
  );
}
