/**
 * Every UI string of the info slice, in English: exactly the text the pages showed before the Hindi
 * edition (the unit and e2e tests assert it). The pages' longer content (channels, FAQ, benefits,
 * legal texts) is data in `src/features/*\/content/` with a Hindi sibling `*.hi.ts`.
 */
export const en = {
  /** Text of the shared site config (office, hours, response times, places), shown as it is. */
  site: (text: string): string => text,
  contacts: { email: 'Email', phone: 'Phone', location: 'Location', address: 'Address' },
  support: {
    eyebrow: 'We are here for you',
    title: 'Customer Support',
    lead: (locality: string) =>
      `Questions before you book, changes to your plans, or help on the mountain road: our team in ${locality} answers by phone, email and WhatsApp.`,
    channels: {
      eyebrow: 'Get in touch',
      title: 'How Can We Help You?',
      intro:
        'Choose the way that suits you. The same team answers on every channel, before and during your yatra.',
      contactNow: 'Contact Now',
    },
    faq: {
      eyebrow: 'Answers',
      title: 'Frequently Asked Questions',
      intro:
        'The questions pilgrims ask us most, answered by our support team. Choose a question to read the answer.',
    },
    office: {
      eyebrow: 'Haridwar',
      title: 'Visit Our Office',
      intro:
        'Every yatra starts from Haridwar. Drop in before your journey to meet the team that will look after you.',
      hours: 'Office Hours',
    },
    why: { eyebrow: 'Our promise', title: 'Why Choose Our Support' },
  },
  partner: {
    badge: 'Coming Soon',
    title: 'Become Our Partner',
    lead: 'A partner programme for travel agents and tour operators: offer your customers Chardham, DoDham, Kedarnath and Tungnath tours with our ground team in Uttarakhand behind every booking.',
    getNotified: 'Get Notified',
    learnMore: 'Learn More',
    /** Completes "Learn More" for assistive technology. */
    learnMoreHint: 'about partnership benefits',
    benefits: {
      eyebrow: 'Why partner with us',
      title: 'Partnership Benefits',
      intro:
        'We already run ground services for agents across India. The partner programme puts that on a firm footing.',
    },
    coming: {
      eyebrow: 'In the works',
      title: "What's Coming",
      intro: 'The tools our partners have asked for, launching with the programme.',
    },
    waitlist: {
      eyebrow: 'Be the first to know',
      title: 'Join the Waitlist',
      intro: 'Leave your details and we will contact you personally before the programme opens to everyone.',
    },
    contact: {
      title: 'Talk to Our Partnerships Team',
      intro: 'Questions about working with us? We are glad to talk before launch.',
      mailSubject: 'Partner programme',
    },
    form: {
      name: 'Your name',
      email: 'Email address',
      company: 'Company name',
      phone: 'Phone number',
      experience: 'Tell us about your experience in travel',
      experienceHint: 'For example, the years you have been in business and the tours you sell.',
      demoWhat: 'waitlist entries',
      submit: 'Join Waitlist',
      busy: 'Joining...',
      thanks: (name: string, email: string) =>
        `Thank you, ${name}! You are on the waitlist. We will write to ${email} as soon as the partner programme opens.`,
      rateLimited:
        'We are receiving a lot of entries right now, so this one was not added. Please try again in a few minutes.',
      failed: 'We could not add you to the waitlist just now.',
      /** Around the partners' email link. */
      keepTyped: {
        before: 'Everything you typed is still here: please try again, or email us at',
        after: '.',
      },
      mailSubject: 'Partner waitlist',
    },
  },
  legal: {
    eyebrow: 'Legal',
    lastUpdated: (date: string) => `Last updated ${date}`,
    asideLabel: 'Contacts and notes',
    privacy: {
      contactTitle: 'Contact Us',
      contactIntro: 'Questions about this policy or about an enquiry you sent us:',
      contactSubject: 'Privacy question',
      dpoTitle: 'Data Protection Officer',
      /** Around the privacy email link. */
      dpo: {
        before: 'To see, correct or delete your information, write to our Data Protection Officer at',
        after: '.',
      },
      dpoSubject: 'Personal data request',
      response: (time: string) => `Response ${time}.`,
      updatesTitle: 'Policy Updates',
      updates:
        'We will update this policy when what we collect or how we use it changes. The date at the top shows the latest version; if a change affects information you have already given us, we will tell you by email before it takes effect.',
    },
    terms: {
      notesTitle: 'Important Travel Notes',
      questionsTitle: 'Questions About These Terms',
      questionsSubject: 'Question about the terms',
      jurisdictionTitle: 'Jurisdiction and Governing Law',
      jurisdiction: (law: string, courts: string) =>
        `These terms are governed by ${law}. Any dispute arising from a booking is subject to the exclusive jurisdiction of the courts at ${courts}.`,
    },
  },
};

export type Messages = typeof en;
