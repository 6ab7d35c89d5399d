import shareImages from 'virtual:share-images';
import type { SlicePageProps } from '@chardham/shared/contracts';
import { enquiryForms } from '@chardham/shared/contracts/enquiry-forms';
import { useLocale, useLocation, useParams } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import { breadcrumbs, siteOrigin, touristTrip, usePageMeta } from '@chardham/shared/seo';
import { getDetailedPackage } from '../../../content/package-details';
import { useMessages } from '../../../i18n';
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
  const pkg = getDetailedPackage(id, useLocale());
  if (!pkg) return <NotFound />;
  if (pkg.id === 'custom-package') return <CustomRequest pkg={pkg} slots={slots} />;
  return <PackageDetail pkg={pkg} slots={slots} />;
}

function NotFound() {
  const { pathname } = useLocation();
  const t = useMessages().notFound;
  usePageMeta({ title: t.title, description: t.message, path: pathname });
  return <PackageNotFound />;
}

function CustomRequest({ pkg, slots }: { pkg: DetailedPackage } & SlicePageProps) {
  usePageMeta({ title: pkg.name, description: pkg.description, path: href.packageDetail(pkg.id) });
  return <slots.CustomRequest />;
}

function PackageDetail({ pkg, slots }: { pkg: DetailedPackage } & SlicePageProps) {
  const { state } = useLocation();
  const locale = useLocale();
  const t = useMessages();
  const path = href.packageDetail(pkg.id);
  const origin = siteOrigin();
  // Each package has a share card in each language: '<id>' in English, '<id>-hi' in Hindi (src/share/cards.ts).
  const shareImage = shareImages[locale === 'hi' ? `${pkg.id}-hi` : pkg.id];
  usePageMeta({
    title: pkg.name,
    description: pkg.description,
    path,
    ...(shareImage ? { image: shareImage.url, imageAlt: shareImage.alt } : {}),
    structuredData: [
      touristTrip(origin, pkg),
      breadcrumbs(origin, [
        { name: t.common.home, path: href.home() },
        { name: t.common.allPackages, path: href.packages() },
        { name: pkg.name, path },
      ]),
    ],
  });
  const { EnquiryForm } = slots;
  return (
    <>
      <PackageHero pkg={pkg} backHref={backToPackagesHref(state)} />
      <section className="ui-section" aria-label={t.detail.sectionLabel}>
        <div className="ui-container">
          <Tabs
            label={t.detail.sectionLabel}
            idPrefix={`package-${pkg.id}`}
            tabs={[
              { id: 'overview', label: t.detail.tabs.overview, panel: <OverviewPanel pkg={pkg} /> },
              { id: 'itinerary', label: t.detail.tabs.itinerary, panel: <ItineraryPanel pkg={pkg} /> },
              { id: 'inclusions', label: t.detail.tabs.inclusions, panel: <InclusionsPanel pkg={pkg} /> },
            ]}
          />
        </div>
      </section>
      <section className={`ui-section ${styles.enquiry}`} aria-labelledby="package-enquiry-title">
        <div className="ui-container">
          <div className={styles.enquiryIntro}>
            <h2 id="package-enquiry-title">{t.detail.enquiry.title(pkg.name)}</h2>
            <p>{t.detail.enquiry.text}</p>
          </div>
          <EnquiryForm {...enquiryForms.packageDetail(pkg.id)} />
        </div>
      </section>
    </>
  );
}
