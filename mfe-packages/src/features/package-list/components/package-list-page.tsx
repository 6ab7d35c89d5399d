import type { SlicePageProps } from '@chardham/shared/contracts';
import { Link, useLocale } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import { useMemo } from 'react';
import { detailedPackages, detailedPackagesIn } from '../../../content/package-details';
import { useMessages } from '../../../i18n';
import { hindiWords } from '../../../i18n/hindi-words';
import { usePackageFilters } from '../hooks/use-package-filters';
import { facetsOf } from '../utils/facets';
import { filterPackages } from '../utils/filters';
import { EmptyState } from './empty-state';
import { FilterCard } from './filter-card';
import { ItineraryRequest } from './itinerary-request';
import { PackageCard } from './package-card';
import styles from './package-list-page.module.css';
import { ResultCount } from './result-count';

/** The codes each package matches, from the English catalogue whose text the filters read. */
const facetsById = new Map(detailedPackages.map((pkg) => [pkg.id, facetsOf(pkg)]));

/** /packages (spec §2 All Packages). On a phone the first package, name and price, is on the first screen. */
export function PackageListPage({ slots }: SlicePageProps) {
  const { filters, update, clear } = usePackageFilters();
  const locale = useLocale();
  const t = useMessages();
  // Filtered on the English catalogue (the filters' codes match its text), shown in the page's language.
  const visible = useMemo(() => {
    const hindi = locale === 'hi';
    const ids = new Set(
      filterPackages(
        detailedPackages,
        filters,
        hindi ? (pkg) => hindiWords.get().localizePackage(pkg, 'hi') : undefined,
      ).map((pkg) => pkg.id),
    );
    return detailedPackagesIn(locale).filter((pkg) => ids.has(pkg.id));
  }, [filters, locale]);
  return (
    <>
      <header className={`ui-page-header ${styles.header}`}>
        <div className="ui-container">
          <Link to={href.home()} className={`ui-button ui-button--light ${styles.back}`}>
            <span aria-hidden="true">←</span> {t.common.backToHome}
          </Link>
          <h1 className={styles.title}>{t.list.title}</h1>
          <p className={styles.subtitle}>{t.list.subtitle}</p>
        </div>
      </header>
      <section className={styles.results} aria-labelledby="package-results-title">
        <div className="ui-container">
          <h2 id="package-results-title" className="ui-visually-hidden">
            {t.list.resultsHeading}
          </h2>
          <FilterCard filters={filters} onChange={update} />
          <ResultCount shown={visible.length} total={detailedPackages.length} />
          {visible.length > 0 && (
            <ul className={styles.grid}>
              {visible.map((pkg, index) => (
                // The codes it matches: without JavaScript the stylesheet filters the list by them.
                <li key={pkg.id} {...facetsById.get(pkg.id)}>
                  <PackageCard pkg={pkg} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
          <EmptyState hidden={visible.length > 0} onClear={clear} />
        </div>
      </section>
      <ItineraryRequest EnquiryForm={slots.EnquiryForm} />
    </>
  );
}
