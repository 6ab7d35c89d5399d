import { Link, useLocale } from '@chardham/shared/router';
import type { TourPackage } from '@chardham/shared/schemas/package';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { PackageFacts } from '../../../components/package-facts';
import { PackageImage } from '../../../components/package-image';
import { PackagePrice } from '../../../components/package-price';
import { useMessages } from '../../../i18n';
import { hindiWords } from '../../../i18n/hindi-words';
import styles from './package-hero.module.css';

interface Props {
  pkg: TourPackage;
  backHref: string;
}

/** Spec §2 Package detail hero: image, difficulty, name, description, duration, group size, rating. */
export function PackageHero({ pkg, backHref }: Props) {
  const t = useMessages();
  const locale = useLocale();
  return (
    <header className={styles.hero}>
      <div className={`ui-container ${styles.inner}`}>
        <div className={styles.text}>
          <Link to={backHref} className={`ui-button ui-button--light ${styles.back}`}>
            <span aria-hidden="true">←</span> {t.detail.backToPackages}
          </Link>
          <DifficultyBadge difficulty={pkg.difficulty} />
          <h1 className={styles.title}>{pkg.name}</h1>
          <p className={styles.description}>{pkg.description}</p>
          <PackageFacts
            pkg={pkg}
            more={[
              {
                label: t.detail.rating,
                value: (
                  <>
                    <span aria-hidden="true" className={styles.star}>
                      ★
                    </span>{' '}
                    {pkg.rating.toFixed(1)}{' '}
                    <span className={styles.reviews}>{t.common.reviews(pkg.reviews)}</span>
                  </>
                ),
              },
            ]}
            className={styles.facts}
          />
          <PackagePrice price={pkg.price} originalPrice={pkg.originalPrice} tone="light" />
        </div>
        <PackageImage
          image={pkg.image}
          alt={locale === 'hi' ? hindiWords.get().artworkAltIn(pkg.image, locale) : undefined}
          priority
          // On a phone: the page's width less its padding (see the package list's cards).
          sizes="(min-width: 56rem) 34rem, calc(100vw - 2rem)"
          className={styles.image}
        />
      </div>
    </header>
  );
}
