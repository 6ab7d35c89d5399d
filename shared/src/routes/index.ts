/**
 * The one route table (spec §2). The shell's router, the navigation, the footer, the remotes' links,
 * the production server (through the generated routes.json) and the e2e suite all read it.
 */

import type { ModuleKey, PageModuleKey } from '../contracts';
import { type Locale, localeOfPath, withoutLocale } from '../i18n/index.mjs';
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
  /** The title and description in Hindi (the page at /hi/<path>). */
  readonly hi: { readonly title: string; readonly description: string };
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
    hi: {
      title: 'हरिद्वार से चारधाम यात्रा और दोधाम यात्रा',
      description:
        'हरिद्वार से चारधाम, दोधाम, केदारनाथ और तुंगनाथ की तीर्थयात्राएँ, भरोसेमंद स्थानीय टूर कंपनी के साथ। यात्रा-कार्यक्रम और पैकेज देखें; हर पूछताछ का जवाब 24 घंटे के भीतर मिलता है।',
    },
  },
  packages: {
    path: '/packages',
    slice: 'packages',
    module: 'package-list',
    title: 'All Packages',
    description:
      'Compare Chardham, DoDham, Kedarnath and Tungnath tour packages from Haridwar by duration, difficulty and price.',
    hi: {
      title: 'सभी पैकेज',
      description:
        'हरिद्वार से चारधाम, दोधाम, केदारनाथ और तुंगनाथ के पैकेज देखें और अवधि, कठिनाई और क़ीमत के हिसाब से उनकी तुलना करें।',
    },
  },
  packageDetail: {
    path: '/package/:id',
    slice: 'packages',
    module: 'package-detail',
    title: 'Package',
    description: 'Day-by-day itinerary, inclusions and an enquiry form for this pilgrimage package.',
    ownMeta: true,

    hi: {
      title: 'पैकेज',
      description: 'इस तीर्थयात्रा पैकेज का दिनवार यात्रा-कार्यक्रम, उसमें शामिल सेवाएँ और पूछताछ फ़ॉर्म।',
    },
  },
  becomePartner: {
    path: '/become-partner',
    slice: 'info',
    module: 'become-partner',
    title: 'Become Our Partner',
    description: 'Travel agents and tour operators: join the waitlist for our partner programme.',
    hi: {
      title: 'हमारे साझेदार बनें',
      description: 'ट्रैवल एजेंट और टूर ऑपरेटर: साझेदारी कार्यक्रम की प्रतीक्षा सूची में नाम लिखवाएँ।',
    },
  },
  customerSupport: {
    path: '/customer-support',
    slice: 'info',
    module: 'customer-support',
    title: 'Customer Support',
    description:
      'Phone, email and WhatsApp support for your Chardham Yatra, with answers to common questions.',
    hi: {
      title: 'ग्राहक सहायता',
      description: 'चारधाम यात्रा के लिए फ़ोन, ईमेल और WhatsApp पर सहायता और आम सवालों के जवाब।',
    },
  },
  privacyPolicy: {
    path: '/privacy-policy',
    slice: 'info',
    module: 'privacy-policy',
    title: 'Privacy Policy',
    description: 'What we collect when you send an enquiry, why we keep it, for how long and who sees it.',
    hi: {
      title: 'गोपनीयता नीति',
      description: 'पूछताछ भेजने पर हम कौन-सी जानकारी लेते हैं, क्यों और कितने समय तक रखते हैं और उसे कौन देखता है।',
    },
  },
  termsConditions: {
    path: '/terms-conditions',
    slice: 'info',
    module: 'terms-conditions',
    title: 'Terms & Conditions',
    description: 'Booking, payment, cancellation and refund terms for our pilgrimage tours.',
    hi: {
      title: 'नियम और शर्तें',
      description: 'तीर्थयात्राओं की बुकिंग, भुगतान, रद्द करने और रिफ़ंड की शर्तें।',
    },
  },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof routes;

/** `<slice>/<module>` of a route or embedded module, as the contracts name it. */
type KeyOf<R> = R extends { readonly slice: infer S extends string; readonly module: infer M extends string }
  ? `${S}/${M}`
  : never;
type Checked<T extends Base, Base> = T;
/**
 * Every route's page is a page module of the contracts (shared/src/contracts): the shell passes it a
 * page's props. A route whose module is not there, or takes other props, fails to compile here.
 */
export type RoutePageKey = Checked<KeyOf<(typeof routes)[RouteId]>, PageModuleKey>;

export const routeList: readonly (RouteDef & { id: RouteId })[] = (Object.keys(routes) as RouteId[]).map(
  (id) => ({ id, ...routes[id] }),
);

/**
 * The modules of a slice the shell renders inside other slices' pages (shell features/remotes/
 * slots.tsx). With the routes' own modules, they are what a release of the slice must expose
 * (platform/src/releases/contracts.mjs reads them from routes.json).
 */
export const embeddedModules = {
  enquiry: { enquiryForm: 'enquiry-form', customRequest: 'custom-request' },
} as const satisfies Partial<Record<SliceName, Record<string, string>>>;

/** The embedded modules are in the contracts too: the shell's slots pass them their props. */
type Embedded = typeof embeddedModules;
export type EmbeddedModuleKey = Checked<
  { [S in keyof Embedded]: `${S}/${Embedded[S][keyof Embedded[S]] & string}` }[keyof Embedded],
  ModuleKey
>;

/** Every module the shell loads of each slice: its pages' and its embedded ones. */
export function modulesBySlice(): Record<SliceName, string[]> {
  const modules = Object.fromEntries(slices.map((slice) => [slice, [] as string[]])) as Record<
    SliceName,
    string[]
  >;
  for (const route of routeList) {
    if (route.slice !== 'shell' && !modules[route.slice].includes(route.module))
      modules[route.slice].push(route.module);
  }
  for (const [slice, named] of Object.entries(embeddedModules) as [SliceName, Record<string, string>][]) {
    modules[slice].push(...Object.values(named));
  }
  return modules;
}

/**
 * The route that renders a path (a pathname: no query or hash), its slice and its parameters (raw,
 * as in the URL), or undefined when no route does.
 */
export function matchRoute(pathname: string) {
  const found = findRoute(routeList, withoutLocale(pathname));
  return (
    found && {
      route: found.route,
      slice: found.route.slice,
      params: found.params,
      locale: localeOfPath(pathname),
    }
  );
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

/** A route's title and description in a language. */
export function routeText(route: RouteDef, locale: Locale): { title: string; description: string } {
  return locale === 'hi' ? route.hi : route;
}

export function documentTitle(pageTitle: string): string {
  return pageTitle === routes.home.title || pageTitle === routes.home.hi.title
    ? `${siteTitleSuffix} | ${pageTitle}`
    : `${pageTitle} | ${siteTitleSuffix}`;
}
