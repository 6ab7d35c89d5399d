import { describe, expect, it } from 'vitest';
import { documentTitle, homeSections, href, matchRoute, routeList, routes } from './index';

describe('route table', () => {
  it('has the spec route table, each path once', () => {
    const paths = routeList.map((r) => r.path);
    expect(paths).toEqual([
      '/',
      '/packages',
      '/package/:id',
      '/become-partner',
      '/customer-support',
      '/privacy-policy',
      '/terms-conditions',
    ]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('matches a path to its route, slice and raw parameters, and nothing else', () => {
    expect(matchRoute('/package/kedar%20nath/')).toEqual({
      route: routeList.find((r) => r.id === 'packageDetail'),
      slice: 'packages',
      params: { id: 'kedar%20nath' },
      locale: 'en',
    });
    // A Hindi page is its English route's, in Hindi.
    expect(matchRoute('/hi/package/kedarnath')).toMatchObject({ slice: 'packages', locale: 'hi' });
    expect(matchRoute('/hi/')?.route.id).toBe('home');
    expect(matchRoute('/hi')?.route.id).toBe('home');
    expect(matchRoute('/')?.route.id).toBe('home');
    expect(matchRoute('/customer-support')?.slice).toBe('info');
    expect(matchRoute('/package')).toBeUndefined();
    expect(matchRoute('/package/a/b')).toBeUndefined();
    // Case-sensitive, as the server's frames are named.
    expect(matchRoute('/Packages')).toBeUndefined();
  });

  it('builds hrefs that match their patterns', () => {
    expect(href.packageDetail('complete-chardham')).toBe('/package/complete-chardham');
    expect(href.packages({ q: 'kedar', difficulty: undefined })).toBe('/packages?q=kedar');
    expect(href.packages()).toBe(routes.packages.path);
    expect(href.section('contact')).toBe('/#contact');
  });

  it('lists the landing page anchors in page order', () => {
    expect(homeSections).toEqual([
      'home',
      'destinations',
      'packages',
      'about',
      'itinerary',
      'testimonials',
      'contact',
    ]);
  });

  it('puts the site name in every title', () => {
    expect(documentTitle('All Packages')).toBe('All Packages | Sacred Himalaya Yatra');
  });
});
