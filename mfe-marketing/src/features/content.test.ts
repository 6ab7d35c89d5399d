// One test parses every content module of the landing page with its zod schema (house style).

import { describe, expect, it } from 'vitest';
import { landingContentSchemas as schemas } from '../schemas/landing';
import { aboutFeatures, aboutStats } from './about/content/about';
import { trustClaims } from './contact/content/claims';
import { carouselRepeats, destinations } from './destinations/content/destinations';
import { heroIntervalMs, heroSlides } from './hero/content/slides';
import { itineraryDays } from './itinerary/content/days';
import { galleryRows } from './testimonials/content/gallery';
import { reviewStats } from './testimonials/content/stats';
import { testimonials } from './testimonials/content/testimonials';

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
