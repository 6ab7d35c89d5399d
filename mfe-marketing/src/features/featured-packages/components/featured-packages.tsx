import { artwork } from '@chardham/shared/artwork';
import { formatRupees } from '@chardham/shared/content/format';
import { packages } from '@chardham/shared/content/packages';
import { Link } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import { ResponsiveImage } from '@chardham/shared/ui';
import { SectionHeading } from '../../../components/section-heading';
import styles from './featured-packages.module.css';
import { PackageTile } from './package-tile';

const featured = packages.filter((p) => p.featured);
const banner = packages.find((p) => p.id === 'complete-chardham');

/** Featured tiles from the one package catalogue, a View All tile and the wide banner (spec §2). */
export function FeaturedPackages() {
  return (
    <section id="packages" className="ui-section" aria-labelledby="packages-title">
      <div className="ui-container">
        <SectionHeading id="packages-title" eyebrow="Packages" title="Featured Pilgrimage Packages">
          Fixed itineraries from Haridwar with hotels, transport and darshan arranged, or a journey built
          around you.
        </SectionHeading>
        <ul className={styles.grid}>
          {featured.map((pkg) => (
            <li key={pkg.id}>
              <PackageTile pkg={pkg} />
            </li>
          ))}
          <li>
            <Link to={href.packages()} className={styles.viewAll}>
              <span className={styles.viewAllTitle}>View All Packages</span>
              <span>Compare every tour by duration, difficulty and price</span>
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
              sizes="(max-width: 72rem) 100vw, 72rem"
              className={styles.bannerImage}
            />
            <div className={styles.bannerBody}>
              <span className={styles.bannerEyebrow}>{banner.duration} · All four dhams</span>
              <h3 className={styles.bannerTitle}>
                <Link to={href.packageDetail(banner.id)} className={styles.link}>
                  Complete Chardham Yatra Experience
                </Link>
              </h3>
              <p>
                Yamunotri, Gangotri, Kedarnath and Badrinath in one journey from Haridwar, with Mana Village
                on the way home.
              </p>
              {banner.price ? (
                <p className={styles.bannerPrice}>From {formatRupees(banner.price)} per person</p>
              ) : null}
              <span className={`ui-button ui-button--light ${styles.bannerCta}`} aria-hidden="true">
                View the yatra →
              </span>
            </div>
          </article>
        ) : null}
      </div>
    </section>
  );
}
