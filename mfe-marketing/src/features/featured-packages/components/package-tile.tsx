import { artwork } from '@chardham/shared/artwork';
import { formatRupees } from '@chardham/shared/content/format';
import { Link } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import type { TourPackage } from '@chardham/shared/schemas/package';
import { ResponsiveImage } from '@chardham/shared/ui';
import { useMessages } from '../../../i18n';
import styles from './featured-packages.module.css';

/**
 * One featured package, its text already in the page's language (`packagesIn`); the whole tile opens
 * its detail page (the name is the link).
 */
export function PackageTile({ pkg }: { pkg: TourPackage }) {
  const m = useMessages().packages;
  return (
    <article className={styles.tile}>
      <div className={styles.media}>
        <ResponsiveImage
          image={artwork[pkg.image]}
          alt=""
          sizes="(max-width: 40rem) calc(100vw - 2rem), (max-width: 64rem) 50vw, 24rem"
          className={styles.image}
        />
        <span className={styles.badge}>{pkg.duration}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={href.packageDetail(pkg.id)} className={styles.link}>
            {pkg.name}
          </Link>
        </h3>
        <p className={styles.description}>{pkg.description}</p>
        <p className={styles.meta}>
          <span>
            <span aria-hidden="true">★ </span>
            {m.rating(pkg.rating, pkg.reviews)}
          </span>
          <span>{pkg.groupSize}</span>
        </p>
        <p className={styles.price}>
          {pkg.price === null ? (
            m.customQuote
          ) : (
            <>
              <span className="ui-visually-hidden">{m.from}</span>
              {formatRupees(pkg.price)}
              {pkg.originalPrice ? (
                <s className={styles.original}>
                  <span className="ui-visually-hidden">{m.was}</span>
                  {formatRupees(pkg.originalPrice)}
                </s>
              ) : null}
              <span className={styles.per}>{m.perPerson}</span>
            </>
          )}
        </p>
        <span className={styles.cta} aria-hidden="true">
          {m.details}
        </span>
      </div>
    </article>
  );
}
