import type { SlicePageProps } from '@chardham/shared/contracts';
import { AboutSection } from '../../about/components/about-section';
import { ContactSection } from '../../contact/components/contact-section';
import { DestinationsSection } from '../../destinations/components/destinations-section';
import { FeaturedPackages } from '../../featured-packages/components/featured-packages';
import { Hero } from '../../hero/components/hero';
import { ItinerarySection } from '../../itinerary/components/itinerary-section';
import { TestimonialsSection } from '../../testimonials/components/testimonials-section';

/** The landing page: the spec's anchored sections in order (`homeSections`). */
export function HomePage({ slots }: SlicePageProps) {
  return (
    <>
      <Hero />
      <DestinationsSection />
      <FeaturedPackages />
      <AboutSection />
      <ItinerarySection />
      <TestimonialsSection />
      <ContactSection EnquiryForm={slots.EnquiryForm} />
    </>
  );
}
