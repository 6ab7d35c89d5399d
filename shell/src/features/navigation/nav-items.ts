import { href, routes } from '@chardham/shared/routes';

/** The top navigation (spec §2): anchors of the landing page, then Become Partner. */
export const navItems = [
  { label: 'Home', to: href.section('home') },
  { label: 'Destinations', to: href.section('destinations') },
  { label: 'Packages', to: href.section('packages') },
  { label: 'About Us', to: href.section('about') },
  { label: 'Contact', to: href.section('contact') },
  { label: 'Become Partner', to: routes.becomePartner.path },
] as const;

/** The spec leaves Book Now without an action; a visitor expects it to reach the enquiry form. */
export const bookNow = { label: 'Book Now', to: href.section('contact') } as const;

export const NAV_SCROLL_THRESHOLD_PX = 20;
