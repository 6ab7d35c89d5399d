/**
 * The one route table (spec §2). The shell's router, the navigation, the footer, the remotes' links,
 * the production server (through the generated routes.json) and the e2e suite all read it.
 */

import { findRoute } from './match.mjs';
import { slices } from './slices.mjs';

export { slices };
/** Which independently deployed slice renders a route; `shell` routes need no remote. */
export type SliceName = (typeof slices)[number];

export interface RouteDef {
  /** React Router path pattern. */
  readonly path: string;
  readonly slice: SliceName | 'shell';
  /** Name of the exposed module (`src/exposes/<module>.tsx`) of the slice. */
  readonly module: string;
  /** Default document title and description; pages with data may refine them. */
  readonly title: string;
  readonly description: string;
  /** The page sets its own head tags (it knows its data); the shell leaves them alone. */
  readonly ownMeta?: boolean;
  /**
   * 'intent': the server's page can be read and its links followed without the slice's code, which
   * loads when the visitor reaches for the page (a tap, a key, a scroll) or the browser is idle after
   * loading it (docs/decisions/069-landing-hydrates-on-intent.md).
   */
  readonly hydrate?: 'intent';
}

export const routes = {
  home: {
    path: '/',
    slice: 'marketing',
    module: 'home',
    hydrate: 'intent',
    ownMeta: true,
    title: 'Chardham Yatra & DoDham Tours from Haridwar',
    description:
      'Chardham Yatra, DoDham, Kedarnath and Tungnath pilgrimage tours from Haridwar with a trusted local DMC. Itineraries, packages and enquiries answered within 24 hours.',
  },
  packages: {
    path: '/packages',
    slice: 'packages',
    module: 'package-list',
    title: 'All Packages',
    description:
      'Compare Chardham, DoDham, Kedarnath and Tungnath tour packages from Haridwar by duration, difficulty and price.',
  },
  packageDetail: {
    path: '/package/:id',
    slice: 'packages',
    module: 'package-detail',
    title: 'Package',
    description: 'Day-by-day itinerary, inclusions and an enquiry form for this pilgrimage package.',
    ownMeta: true,
  },
  becomePartner: {
    path: '/become-partner',
    slice: 'info',
    module: 'become-partner',
    title: 'Become Our Partner',
    description: 'Travel agents and tour operators: join the waitlist for our partner programme.',
  },
  customerSupport: {
    path: '/customer-support',
    slice: 'info',
    module: 'customer-support',
    title: 'Customer Support',
    description:
      'Phone, email and WhatsApp support for your Chardham Yatra, with answers to common questions.',
  },
  privacyPolicy: {
    path: '/privacy-policy',
    slice: 'info',
    module: 'privacy-policy',
    title: 'Privacy Policy',
    description: 'What we collect when you send an enquiry, why we keep it, for how long and who sees it.',
  },
  termsConditions: {
    path: '/terms-conditions',
    slice: 'info',
    module: 'terms-conditions',
    title: 'Terms & Conditions',
    description: 'Booking, payment, cancellation and refund terms for our pilgrimage tours.',
  },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof routes;

export const routeList: readonly (RouteDef & { id: RouteId })[] = (Object.keys(routes) as RouteId[]).map(
  (id) => ({ id, ...routes[id] }),
);

/**
 * The route that renders a path (a pathname: no query or hash), its slice and its parameters (raw,
 * as in the URL), or undefined when no route does.
 */
export function matchRoute(pathname: string) {
  const found = findRoute(routeList, pathname);
  return found && { route: found.route, slice: found.route.slice, params: found.params };
}

/** In-page anchors of the landing page, in page order (spec §2 Home). */
export const homeSections = [
  'home',
  'destinations',
  'packages',
  'about',
  'itinerary',
  'testimonials',
  'contact',
] as const;
export type HomeSection = (typeof homeSections)[number];

/** Typed href builders: never write a path by hand. */
export const href = {
  home: () => '/',
  section: (section: HomeSection) => `/#${section}`,
  packages: (query?: Record<string, string | undefined>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value) params.set(key, value);
    }
    const search = params.toString();
    return search ? `/packages?${search}` : '/packages';
  },
  packageDetail: (id: string) => `/package/${encodeURIComponent(id)}`,
  becomePartner: () => routes.becomePartner.path,
  customerSupport: () => routes.customerSupport.path,
  privacyPolicy: () => routes.privacyPolicy.path,
  termsConditions: () => routes.termsConditions.path,
} as const;

/** The site name, appended to every document title. */
export const siteTitleSuffix = 'Sacred Himalaya Yatra';

export function documentTitle(pageTitle: string): string {
  return pageTitle === routes.home.title
    ? `${siteTitleSuffix} | ${pageTitle}`
    : `${pageTitle} | ${siteTitleSuffix}`;
}
