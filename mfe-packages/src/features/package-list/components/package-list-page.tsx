import type { SlicePageProps } from '@chardham/shared/contracts';
import { Link } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import { useMemo } from 'react';
import { detailedPackages } from '../../../content/package-details';
import { usePackageFilters } from '../hooks/use-package-filters';
import { filterPackages } from '../utils/filters';
import { EmptyState } from './empty-state';
import { FilterCard } from './filter-card';
import { ItineraryRequest } from './itinerary-request';
import { PackageCard } from './package-card';
import styles from './package-list-page.module.css';

/** /packages (spec §2 All Packages). */
export function PackageListPage({ slots }: SlicePageProps) {
  const { filters, update, clear } = usePackageFilters();
  const visible = useMemo(() => filterPackages(detailedPackages, filters), [filters]);
  return (
    <>
      <header className={`ui-page-header ${styles.header}`}>
        <div className="ui-container">
          <Link to={href.home()} className={`ui-button ui-button--light ${styles.back}`}>
            <span aria-hidden="true">←</span> Back to Home
          </Link>
          <h1>All Packages</h1>
          <p className={styles.subtitle}>Choose your perfect Chardham Yatra experience</p>
        </div>
      </header>
      <section className={styles.results} aria-labelledby="package-results-title">
        <div className="ui-container">
          <h2 id="package-results-title" className="ui-visually-hidden">
            Packages
          </h2>
          <FilterCard filters={filters} onChange={update} />
          <p className={styles.count} role="status">
            Showing {visible.length} of {detailedPackages.length} packages
          </p>
          {visible.length > 0 ? (
            <ul className={styles.grid}>
              {visible.map((pkg) => (
                <li key={pkg.id}>
                  <PackageCard pkg={pkg} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState onClear={clear} />
          )}
        </div>
      </section>
      <ItineraryRequest EnquiryForm={slots.EnquiryForm} />
    </>
  );
}
