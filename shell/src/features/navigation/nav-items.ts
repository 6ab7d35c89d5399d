import { href, routes } from '@chardham/shared/routes';
import type { Messages } from '../../i18n';

type NavKey = Exclude<keyof Messages['nav'], 'label' | 'menu' | 'bookNow'>;

/** The top navigation (spec §2): anchors of the landing page, then Become Partner. */
export const navItems: readonly { key: NavKey; to: string }[] = [
  { key: 'home', to: href.section('home') },
  { key: 'destinations', to: href.section('destinations') },
  { key: 'packages', to: href.section('packages') },
  { key: 'about', to: href.section('about') },
  { key: 'contact', to: href.section('contact') },
  { key: 'becomePartner', to: routes.becomePartner.path },
];

/** The spec leaves Book Now without an action; a visitor expects it to reach the enquiry form. */
export const bookNow = { to: href.section('contact') } as const;

export const NAV_SCROLL_THRESHOLD_PX = 20;
