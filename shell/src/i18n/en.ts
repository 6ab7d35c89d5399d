/** The shell's own words: navigation, footer, error screens. Hindi in ./hi.ts, chosen by the page's path. */
export const en = {
  skipLink: 'Skip to content',
  nav: {
    label: 'Main',
    menu: 'Menu',
    home: 'Home',
    destinations: 'Destinations',
    packages: 'Packages',
    about: 'About Us',
    contact: 'Contact',
    becomePartner: 'Become Partner',
    bookNow: 'Book Now',
  },
  language: {
    /** The switch's accessible name, in the page's language. */
    label: 'Language',
    /** Said to a screen reader on the link to the other language. */
    switchTo: 'Read this page in Hindi',
  },
  footer: {
    tagline: 'DMC - Chardham | DoDham',
    about:
      'A Haridwar destination management company for Chardham, DoDham, Kedarnath and Tungnath yatras, for pilgrims, families, groups and the agents who bring them.',
    explore: 'Explore',
    company: 'Company',
    reach: 'Reach us',
    customerSupport: 'Customer Support',
    privacyPolicy: 'Privacy Policy',
    termsConditions: 'Terms & Conditions',
    legal: (year: number, brand: string) => `© ${year} ${brand}. Contact details shown are placeholders.`,
  },
  fallback: {
    marketing: 'The home page',
    packages: 'Our packages',
    enquiry: 'The enquiry form',
    info: 'This page',
    title: (what: string) => `${what} could not be loaded`,
    hint: 'Please check your connection and try again. Everything else on the site still works.',
    retry: 'Retry',
    retrying: 'Retrying…',
  },
  notFound: {
    title: 'Page not found',
    description: 'This page does not exist. Return to the home page to explore our yatras.',
    message: 'Oops! Page not found',
    home: 'Return to Home',
  },
  appError: {
    title: 'Unexpected Application Error!',
    message: 'Something went wrong on our side. Please reload the page, or return to the home page.',
    home: 'Return to Home',
  },
  notSent: {
    title: 'Your details were not sent.',
    body: 'The page had not finished loading when you pressed Send. Please check the form and send it again, or call us on',
    or: 'or',
    whatsapp: 'message us on WhatsApp',
  },
};

export type Messages = typeof en;
