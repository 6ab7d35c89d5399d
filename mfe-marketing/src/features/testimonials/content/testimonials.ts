import type { Locale } from '@chardham/shared/i18n';
import { hindiWords } from '../../../i18n/hindi-words';
import type { Testimonial, TestimonialText } from '../../../schemas/landing';

/** Eight reviews, all five stars (spec §3 Testimonial). Avatars are initials, never photos. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Rajesh Sharma',
    location: 'India',
    rating: 5,
    package: 'Complete Chardham Yatra',
    text: 'Nine days, four dhams and not one thing went wrong. Our driver knew every bend of the road to Barkot, and the team had our Kedarnath ponies booked before we even asked.',
  },
  {
    id: 2,
    name: 'Priya Venkatesh',
    location: 'India',
    rating: 5,
    package: 'Chardham Yatra',
    text: 'I travelled with my parents, both over seventy. The hotels were clean and warm, the pace was gentle, and someone always checked on them at every stop. We came home blessed and rested.',
  },
  {
    id: 3,
    name: 'Amit Patel',
    location: 'India',
    rating: 5,
    package: 'Char Dham Yatra',
    text: 'The evening Aarti at Kedarnath after the 17 km trek is something I will never forget. Our guide timed the climb perfectly and had hot tea waiting at the top.',
  },
  {
    id: 4,
    name: 'Sunita Reddy',
    location: 'India',
    rating: 5,
    package: 'Kedarnath Yatra',
    text: 'A short trip packed with devotion. Pickup in Haridwar was on time, the Guptkashi hotel faced the snow peaks, and the darshan arrangements saved us hours in the queue.',
  },
  {
    id: 5,
    name: 'Vikram Singh Rawat',
    location: 'India',
    rating: 5,
    package: '4 Dham Yatra',
    text: 'As an agent I have sent three groups with them this season. Every group came back happy, every question was answered within the day, and the ground team is truly local.',
  },
  {
    id: 6,
    name: 'Meena Iyer',
    location: 'India',
    rating: 5,
    package: 'Do Dham Tour',
    text: 'Kedarnath and Badrinath in five days felt unhurried. The visit to Mana Village and Bhim Pul was a lovely surprise, and the food on the way was simple and good.',
  },
  {
    id: 7,
    name: 'Anil Kumar Joshi',
    location: 'India',
    rating: 5,
    package: 'Complete Chardham Yatra',
    text: 'When a landslide closed the road near Joshimath, the team rerouted us and rebooked our hotel within an hour. That is what a local DMC is worth.',
  },
  {
    id: 8,
    name: 'Kavita Deshmukh',
    location: 'India',
    rating: 5,
    package: 'Chardham Yatra',
    text: 'From the first phone call to the last night in Rudraprayag, we felt looked after. Yamunotri at dawn and the Ganga at Gangotri were the moments of a lifetime.',
  },
];

/** The reviews in the page's language. */
export function testimonialsIn(locale: Locale): readonly TestimonialText[] {
  return locale === 'hi' ? hindiWords.get().testimonialsHi : testimonials;
}
