import { Link, useLocation } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { PackageFacts } from '../../../components/package-facts';
import { PackageImage } from '../../../components/package-image';
import { PackagePrice } from '../../../components/package-price';
import { useMessages } from '../../../i18n';
import type { DetailedPackage } from '../../../schemas/package-details';
import { fromListState } from '../../../utils/list-return';
import styles from './package-card.module.css';

/**
 * How wide a card's picture is drawn: the grid's columns (package-list-page.module.css), and on a
 * phone the page's width less its padding, so that a 360 px phone at 2x (most phones in India) or a
 * 412 px one at 1.75x takes the 720 px picture, not the 960 px one.
 */
const CARD_IMAGE_SIZES = '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, calc(100vw - 2rem)';

/** Spec §9: list cards show the first 3 highlights. */
const CARD_HIGHLIGHTS = 3;

/**
 * One package in the grid. The whole card opens the detail page: the heading's link is stretched
 * over the card, so no interactive element is nested in another.
 */
export function PackageCard({ pkg, priority = false }: { pkg: DetailedPackage; priority?: boolean }) {
  const { search } = useLocation();
  const to = href.packageDetail(pkg.id);
  const state = fromListState(search);
  const titleId = `package-${pkg.id}-title`;
  const t = useMessages();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {/* The first card's picture is the page's largest paint: fetched first (and preloaded in the
            head), never lazily. The others wait until they are near the screen. */}
        <PackageImage
          image={pkg.image}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          className={styles.picture}
        />
        <span className={styles.rating}>
          <span aria-hidden="true">★</span> {pkg.rating.toFixed(1)}
          <span className="ui-visually-hidden">{t.common.outOfFive}</span>
        </span>
        <DifficultyBadge difficulty={pkg.difficulty} className={styles.difficulty} />
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          <Link to={to} state={state} className={styles.stretched}>
            {pkg.name}
          </Link>
        </h3>
        {/* Right under the name: on a phone, both are on the list's first screen. */}
        <PackagePrice price={pkg.price} originalPrice={pkg.originalPrice} align="start" />
        <p className={styles.description}>{pkg.description}</p>
        <ul className={styles.destinations} aria-label={t.common.destinations}>
          {pkg.destinations.map((destination) => (
            <li key={destination}>{destination}</li>
          ))}
        </ul>
        <PackageFacts
          pkg={pkg}
          more={[
            { label: t.card.startingPoint, value: t.card.from(pkg.startingPoint) },
            { label: t.card.season, value: pkg.season },
          ]}
          className={styles.facts}
        />
        <ul className={styles.highlights} aria-label={t.common.highlights}>
          {pkg.highlights.slice(0, CARD_HIGHLIGHTS).map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
        <div className={styles.footer}>
          <p className={styles.reviews}>
            <span aria-hidden="true" className={styles.star}>
              ★
            </span>{' '}
            <strong>{pkg.rating.toFixed(1)}</strong> {t.common.reviews(pkg.reviews)}
          </p>
        </div>
        <Link to={to} state={state} className={`ui-button ${styles.details}`}>
          {t.card.viewDetails} <span className="ui-visually-hidden">{t.card.viewDetailsOf(pkg.name)}</span>
        </Link>
      </div>
    </article>
  );
}
