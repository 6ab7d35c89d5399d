// One test parses every content module of the landing page with its zod schema (house style).

import { englishWords } from '@chardham/shared/testing/english';
import { describe, expect, it } from 'vitest';
import { landingContentSchemas as schemas } from '../schemas/landing';
import { aboutFeatures, aboutIn, aboutStats } from './about/content/about';
import { trustClaims, trustClaimsIn } from './contact/content/claims';
import { carouselRepeats, destinations, destinationsIn } from './destinations/content/destinations';
import { heroIntervalMs, heroSlides, heroSlidesIn } from './hero/content/slides';
import { itineraryDays, itineraryDaysIn } from './itinerary/content/days';
import { galleryRows, galleryRowsIn } from './testimonials/content/gallery';
import { reviewStats, reviewStatsIn } from './testimonials/content/stats';
import { testimonials, testimonialsIn } from './testimonials/content/testimonials';

describe('landing page content', () => {
  it('matches its schemas and the spec constants', () => {
    schemas.heroSlides.parse(heroSlides);
    expect(heroIntervalMs).toBe(5000);
    schemas.destinations.parse(destinations);
    expect(carouselRepeats).toBe(4);
    schemas.itineraryDays.parse(itineraryDays);
    schemas.testimonials.parse(testimonials);
    for (const row of galleryRows) schemas.galleryRow.parse(row);
    schemas.stats(3).parse(aboutStats);
    schemas.features.parse(aboutFeatures);
    schemas.stats(4).parse(reviewStats);
    schemas.stats(3).parse(trustClaims);
  });

  it('uses the marketing claims of spec §1 verbatim', () => {
    expect(reviewStats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '5+ Years Experience',
      '450+ Google Reviews',
      '4.9 Average Rating',
      '10,000+ Happy Pilgrims',
    ]);
    expect(aboutStats.map((s) => s.value)).toEqual(['5+', '10,000+', '50+']);
    expect(trustClaims.map((s) => s.value)).toEqual(['4.9/5', '10,000+', '24/7']);
  });
});

describe('landing page content in Hindi', () => {
  it('is the English content in the same order with the same facts, all of it in Hindi', () => {
    const hi = {
      slides: heroSlidesIn('hi'),
      destinations: destinationsIn('hi'),
      days: itineraryDaysIn('hi'),
      reviews: testimonialsIn('hi'),
      photos: galleryRowsIn('hi'),
      about: aboutIn('hi'),
      reviewStats: reviewStatsIn('hi'),
      claims: trustClaimsIn('hi'),
    };
    expect(hi.slides.map((s) => s.image)).toEqual(heroSlides.map((s) => s.image));
    expect(hi.destinations.map((d) => d.image)).toEqual(destinations.map((d) => d.image));
    expect(hi.destinations.map((d) => Boolean(d.altitude))).toEqual(
      destinations.map((d) => Boolean(d.altitude)),
    );
    expect(hi.days.map((d) => [d.id, d.highlights.length])).toEqual(itineraryDays.map((d) => [d.id, 4]));
    expect(hi.reviews.map((r) => [r.id, r.rating])).toEqual(testimonials.map((r) => [r.id, r.rating]));
    expect(hi.photos.map((row) => row.map((p) => p.src))).toEqual(
      galleryRows.map((row) => row.map((p) => p.src)),
    );
    expect(hi.about.features.map((f) => f.icon)).toEqual(aboutFeatures.map((f) => f.icon));
    expect(hi.about.stats.map((s) => s.value)).toEqual(aboutStats.map((s) => s.value));
    expect(hi.reviewStats.map((s) => s.value)).toEqual(reviewStats.map((s) => s.value));
    expect(hi.claims.map((s) => s.value)).toEqual(trustClaims.map((s) => s.value));
    // Every picture keeps a description, and the photo rows' keys (their descriptions) stay unique.
    for (const alt of [...hi.slides, ...hi.photos.flat()].map((p) => p.alt))
      expect(alt.length).toBeGreaterThan(10);
    expect(new Set(hi.photos.flat().map((p) => p.alt)).size).toBe(20);

    // The words a visitor reads: every string but the picture and icon keys, which are codes.
    const strings: string[] = [];
    const collect = (value: unknown, key = ''): void => {
      if (['image', 'src', 'icon'].includes(key)) return;
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k);
    };
    collect(hi);
    expect(englishWords(strings.join(' '))).toEqual([]);
  });

  it('is English on an English page', () => {
    expect(destinationsIn('en')).toBe(destinations);
    expect(itineraryDaysIn('en')).toBe(itineraryDays);
    expect(testimonialsIn('en')).toBe(testimonials);
    expect(galleryRowsIn('en')).toBe(galleryRows);
    expect(heroSlidesIn('en')).toBe(heroSlides);
    expect(reviewStatsIn('en')).toBe(reviewStats);
    expect(trustClaimsIn('en')).toBe(trustClaims);
    expect(aboutIn('en')).toEqual({ stats: aboutStats, features: aboutFeatures });
  });
});
