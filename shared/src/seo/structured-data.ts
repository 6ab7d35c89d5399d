/**
 * schema.org objects for JSON-LD. Marketing ratings are deliberately not marked up as review stars:
 * they are the company's own claims, not reviews collected on this site.
 */
import { siteConfig } from '../config';
import { href } from '../routes';
import type { TourPackage } from '../schemas/package';
import { DEFAULT_SHARE_IMAGE } from './page-meta';

const ORG_ID = '#organization';

export function travelAgency(origin: string): object {
  const { contact, brand } = siteConfig;
  return {
    '@type': 'TravelAgency',
    '@id': `${origin}/${ORG_ID}`,
    name: brand.name,
    description:
      'Destination management company for Chardham Yatra, DoDham, Kedarnath and Tungnath tours from Haridwar.',
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}${DEFAULT_SHARE_IMAGE.en}`,
    telephone: contact.phones[0].e164,
    email: contact.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: contact.address.locality,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: 'IN',
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '09:00',
        closes: '19:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Sunday', opens: '10:00', closes: '17:00' },
    ],
    areaServed: 'Uttarakhand, India',
  };
}

export function touristTrip(origin: string, pkg: TourPackage): object {
  const url = `${origin}${href.packageDetail(pkg.id)}`;
  return {
    '@type': 'TouristTrip',
    name: pkg.name,
    description: pkg.description,
    url,
    image: `${origin}${DEFAULT_SHARE_IMAGE.en}`,
    touristType: 'Pilgrims',
    itinerary: {
      '@type': 'ItemList',
      itemListElement: pkg.destinations.map((name, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: { '@type': 'TouristDestination', name },
      })),
    },
    provider: { '@id': `${origin}/${ORG_ID}` },
    ...(pkg.price
      ? {
          offers: {
            '@type': 'Offer',
            price: pkg.price,
            priceCurrency: 'INR',
            availability: 'https://schema.org/InStock',
            url,
          },
        }
      : {}),
  };
}

export function breadcrumbs(origin: string, trail: { name: string; path: string }[]): object {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}
