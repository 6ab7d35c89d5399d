import shareImages from 'virtual:share-images';
import type { SlicePageProps } from '@chardham/shared/contracts';
import { enquiryForms } from '@chardham/shared/contracts/enquiry-forms';
import { useLocation, useParams } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import { breadcrumbs, siteOrigin, touristTrip, usePageMeta } from '@chardham/shared/seo';
import { getDetailedPackage } from '../../../content/package-details';
import type { DetailedPackage } from '../../../schemas/package-details';
import { backToPackagesHref } from '../../../utils/list-return';
import { InclusionsPanel } from './inclusions-panel';
import { ItineraryPanel } from './itinerary-panel';
import { OverviewPanel } from './overview-panel';
import styles from './package-detail-page.module.css';
import { PackageHero } from './package-hero';
import { PackageNotFound } from './package-not-found';
import { Tabs } from './package-tabs';

/** /package/{id} (spec §2 Package detail): a package, the custom request page, or Not Found. */
export function PackageDetailPage({ slots }: SlicePageProps) {
  const { id } = useParams();
  const pkg = getDetailedPackage(id);
  if (!pkg) return <NotFound />;
  if (pkg.id === 'custom-package') return <CustomRequest pkg={pkg} slots={slots} />;
  return <PackageDetail pkg={pkg} slots={slots} />;
}

function NotFound() {
  const { pathname } = useLocation();
  usePageMeta({
    title: 'Package Not Found',
    description: "The package you're looking for doesn't exist.",
    path: pathname,
  });
  return <PackageNotFound />;
}

function CustomRequest({ pkg, slots }: { pkg: DetailedPackage } & SlicePageProps) {
  usePageMeta({ title: pkg.name, description: pkg.description, path: href.packageDetail(pkg.id) });
  return <slots.CustomRequest />;
}

function PackageDetail({ pkg, slots }: { pkg: DetailedPackage } & SlicePageProps) {
  const { state } = useLocation();
  const path = href.packageDetail(pkg.id);
  const origin = siteOrigin();
  const shareImage = shareImages[pkg.id];
  usePageMeta({
    title: pkg.name,
    description: pkg.description,
    path,
    ...(shareImage ? { image: shareImage.url, imageAlt: shareImage.alt } : {}),
    structuredData: [
      touristTrip(origin, pkg),
      breadcrumbs(origin, [
        { name: 'Home', path: href.home() },
        { name: 'All Packages', path: href.packages() },
        { name: pkg.name, path },
      ]),
    ],
  });
  const { EnquiryForm } = slots;
  return (
    <>
      <PackageHero pkg={pkg} backHref={backToPackagesHref(state)} />
      <section className="ui-section" aria-label="Package details">
        <div className="ui-container">
          <Tabs
            label="Package details"
            idPrefix={`package-${pkg.id}`}
            tabs={[
              { id: 'overview', label: 'Overview', panel: <OverviewPanel pkg={pkg} /> },
              { id: 'itinerary', label: 'Itinerary', panel: <ItineraryPanel pkg={pkg} /> },
              { id: 'inclusions', label: 'Inclusions', panel: <InclusionsPanel pkg={pkg} /> },
            ]}
          />
        </div>
      </section>
      <section className={`ui-section ${styles.enquiry}`} aria-labelledby="package-enquiry-title">
        <div className="ui-container">
          <div className={styles.enquiryIntro}>
            <h2 id="package-enquiry-title">Plan your {pkg.name}</h2>
            <p>Tell us your dates and group; we reply within 24 hours with a customized itinerary.</p>
          </div>
          <EnquiryForm {...enquiryForms.packageDetail(pkg.id)} />
        </div>
      </section>
    </>
  );
}
