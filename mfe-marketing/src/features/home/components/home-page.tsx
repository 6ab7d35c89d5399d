import shareImages from 'virtual:share-images';
import type { SlicePageProps } from '@chardham/shared/contracts';
import { Island, type IslandLoader } from '@chardham/shared/hydration/island';
import { NavigationContext, Router, useLocale } from '@chardham/shared/router';
import { href, routes, routeText } from '@chardham/shared/routes';
import { siteOrigin, travelAgency, usePageMeta } from '@chardham/shared/seo';
import { type ReactNode, useContext, useMemo } from 'react';
import { ContactSection } from '../../contact/components/contact-section';
import { DestinationsSection } from '../../destinations/components/destinations-section';
import { Hero } from '../../hero/components/hero';
// The sections' styles are the page's: their server HTML is on screen from the first paint, though
// their code loads later. One stylesheet for the page, not one more render-blocking file per
// section (pageStyles in @chardham/build keeps these imports).
import '../../../components/section-heading.css';
import '../../featured-packages/components/featured-packages.module.css';
import '../../about/components/about-section.module.css';
import '../../itinerary/components/itinerary.module.css';
import '../../testimonials/components/testimonials.module.css';

// Sections further down the page: their code (and the package catalogue behind the tiles) loads when
// the visitor gets near them (docs/decisions/062-deferred-regions.md).
const featuredPackages: IslandLoader = () =>
  import('../../featured-packages/components/featured-packages').then((m) => m.FeaturedPackages);
const about: IslandLoader = () => import('../../about/components/about-section').then((m) => m.AboutSection);
const itinerary: IslandLoader = () =>
  import('../../itinerary/components/itinerary-section').then((m) => m.ItinerarySection);
const testimonials: IslandLoader = () =>
  import('../../testimonials/components/testimonials-section').then((m) => m.TestimonialsSection);

/** Every section's code: a server render loads them all first (src/server/entry.tsx). */
export const homeIslands = [featuredPackages, about, itinerary, testimonials] as const;

/** The landing page: the spec's anchored sections in order (`homeSections`). */
export function HomePage({ slots }: SlicePageProps) {
  const locale = useLocale();
  // The route table's words for the home page, in the page's language: one source with the frames.
  const meta = routeText(routes.home, locale);
  const shareImage = shareImages[locale === 'hi' ? 'home-hi' : 'home'];
  usePageMeta({
    title: meta.title,
    description: meta.description,
    path: href.home(),
    structuredData: [travelAgency(siteOrigin())],
    ...(shareImage ? { image: shareImage.url, imageAlt: shareImage.alt } : {}),
  });
  // An island is its own React root: its links navigate through the page's router (one history,
  // one app), so the page's routes follow them.
  const { navigator } = useContext(NavigationContext);
  const Providers = useMemo(
    () =>
      function IslandRouter({ children }: { children: ReactNode }) {
        const { pathname, search, hash } = window.location;
        return (
          <Router navigator={navigator} location={{ pathname, search, hash }}>
            {children}
          </Router>
        );
      },
    [navigator],
  );
  return (
    <>
      <Hero />
      <DestinationsSection />
      <Island name="packages" load={featuredPackages} Providers={Providers} />
      <Island name="about" load={about} Providers={Providers} />
      <Island name="itinerary" load={itinerary} Providers={Providers} />
      <Island name="testimonials" load={testimonials} Providers={Providers} />
      <ContactSection EnquiryForm={slots.EnquiryForm} />
    </>
  );
}
