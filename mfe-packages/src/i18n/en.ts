import { plural } from '@chardham/shared/i18n/plural';

/**
 * Every string of the packages slice a visitor reads or hears, in English (the site's text as it has
 * always been). `hi.ts` holds the same keys in Hindi; `useMessages()` picks the page's language. The
 * catalogue's own text (names, descriptions...) is in @chardham/shared/content/packages(.hi), each
 * package's details in src/content/package-details(.hi).ts.
 */
export const en = {
  common: {
    backToHome: 'Back to Home',
    home: 'Home',
    allPackages: 'All Packages',
    duration: 'Duration',
    groupSize: 'Group size',
    destinations: 'Destinations',
    highlights: 'Highlights',
    /** After the rating, for screen readers: '4.9 out of 5'. */
    outOfFive: ' out of 5',
    reviews: (count: number) =>
      plural('en', count, { one: `(${count} review)`, other: `(${count} reviews)` }),
  },
  difficulty: {
    /** Read by screen readers before the badge's text. */
    label: 'Difficulty: ',
  },
  price: {
    customQuote: 'Custom quote',
    /** Screen readers only, before the struck-through price. */
    original: 'Original price ',
    /** Screen readers only, before the reduced price. */
    now: 'Now ',
    perPerson: 'per person',
  },
  list: {
    title: 'All Packages',
    subtitle: 'Choose your perfect Chardham Yatra experience',
    resultsHeading: 'Packages',
    // Spec §2: 'Showing N of M packages'. The noun agrees with the total ('Showing 1 of 1 package').
    count: (shown: number, total: number) =>
      plural('en', total, {
        one: `Showing ${shown} of ${total} package`,
        other: `Showing ${shown} of ${total} packages`,
      }),
    empty: {
      title: 'No packages found',
      hint: 'Try adjusting your search criteria or filters',
      clear: 'Clear All Filters',
    },
    request: {
      title: 'Ready to start your spiritual journey?',
      text: 'Get a personalized itinerary for your Chardham Yatra',
    },
  },
  filters: {
    region: 'Filter packages',
    search: 'Search',
    searchPlaceholder: 'Search by name, destination...',
    difficulty: 'Difficulty',
    duration: 'Duration',
    price: 'Price Range',
    /** The options' visible labels, by the code the URL keeps (src/features/package-list/utils/filters.ts). */
    difficultyOptions: { all: 'All levels', easy: 'Easy', moderate: 'Moderate', difficult: 'Difficult' },
    durationOptions: {
      all: 'Any duration',
      short: 'Short (3-4 days)',
      medium: 'Medium (5-6 days)',
      long: 'Long (7+ days)',
    },
    priceOptions: { all: 'Any price', budget: 'Under ₹30K', mid: '₹30K-₹50K', premium: '₹50K+' },
    /** On a phone, the button that opens the three selects; after it, for screen readers, how many are set. */
    toggle: 'Filters',
    chosen: (count: number) => `, ${count} in use`,
    /** Closes the phone's filters, back to the list they have already narrowed. */
    done: 'Show packages',
  },
  card: {
    startingPoint: 'Starting point',
    from: (place: string) => `From ${place}`,
    season: 'Season',
    viewDetails: 'View Details',
    /** Screen readers only, after View Details. */
    viewDetailsOf: (name: string) => `of ${name}`,
  },
  detail: {
    backToPackages: 'Back to Packages',
    rating: 'Rating',
    sectionLabel: 'Package details',
    tabs: { overview: 'Overview', itinerary: 'Itinerary', inclusions: 'Inclusions' },
    overview: {
      bestTime: 'Best time to visit',
      seasonNote:
        'The dhams are open from May until they close for winter in November. May, June and the autumn months bring the clearest mountain views; in the July and August monsoon, keep a spare day for road delays.',
      startsFrom: 'Starts from',
      listSeparator: ', ',
    },
    itinerary: {
      heading: 'Day-by-day itinerary',
      day: (day: number) => `Day ${day}`,
      activities: 'Activities',
    },
    inclusions: { included: "What's included", excluded: 'Not included' },
    enquiry: {
      title: (name: string) => `Plan your ${name}`,
      text: 'Tell us your dates and group; we reply within 24 hours with a customized itinerary.',
    },
  },
  notFound: {
    title: 'Package Not Found',
    message: "The package you're looking for doesn't exist.",
  },
};

export type Messages = typeof en;
