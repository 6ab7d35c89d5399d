import { siteConfig } from '@chardham/shared/config';
import type { Locale } from '@chardham/shared/i18n';
import { terms } from '../../../content/terms';
import { hindiWords } from '../../../i18n/hindi-words';
import type { LegalDocument } from '../../../schemas/info';

const company = siteConfig.brand.name;

/**
 * The privacy policy. It names exactly what the site's three forms store (the tour_inquiries,
 * custom_package_requests and partner_waitlist tables), why, for how long, and who can read it.
 * Retention periods: docs/decisions/042.
 */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: terms.lastUpdated,
  intro: `${company} ("we", "us") organises pilgrimage tours from Haridwar. This policy explains what personal information we receive through this website, why we keep it, for how long, who can see it and what you can ask of us. We collect only what we need to plan your journey.`,
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We receive information only when you choose to send it through one of our forms. Browsing the site does not require you to give us anything.',
        },
        {
          kind: 'list',
          lead: 'A tour enquiry stores:',
          items: [
            'your name, email address and phone number;',
            'your group size, preferred duration, tour choice and preferred travel date;',
            'any special requirements you write to us;',
            'the destination and package type of the page you sent it from;',
            'the date and time we received it.',
          ],
        },
        {
          kind: 'list',
          lead: 'A custom package request stores:',
          items: [
            'your name, email address and phone number;',
            'your group size, preferred duration and preferred travel date;',
            'the destinations you want to visit and your budget range;',
            'your accommodation and transportation preferences;',
            'any special requirements you write to us, and the date and time we received it.',
          ],
        },
        {
          kind: 'list',
          lead: 'The partner programme waitlist stores:',
          items: [
            'your name, email address, company name and phone number;',
            'what you choose to tell us about your experience in travel.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not ask for payment card details, identity documents or health information through this website. If you call, email or message us on WhatsApp, we receive what you send us there.',
        },
      ],
    },
    {
      id: 'how-we-use',
      title: 'How We Use Your Information',
      blocks: [
        {
          kind: 'list',
          lead: 'We use your information only to:',
          items: [
            `reply to your enquiry ${siteConfig.responseTimes.enquiry} and prepare an itinerary and quotation;`,
            'arrange the hotels, vehicles, guides and permits of a tour you book;',
            'contact you about your journey before and during travel, including in an emergency;',
            'tell partners on the waitlist when the partner programme opens.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not send marketing to travellers who have not asked for it, and we never sell or rent your information.',
        },
        {
          kind: 'list',
          lead: 'How long we keep it:',
          items: [
            'enquiries and custom package requests that do not lead to a booking: 24 months from the day we receive them, so we can help you if you return next season; then they are deleted;',
            'records of tours you book: 8 years, because Indian tax and accounting law requires it;',
            'waitlist entries: until the partner programme launches and 12 months after that, unless you become a partner or ask us to remove you sooner.',
          ],
        },
      ],
    },
    {
      id: 'information-sharing',
      title: 'Information Sharing',
      blocks: [
        {
          kind: 'paragraph',
          text: `Only our own staff can read what you send, and only those who plan and run tours. The forms store your details in a database hosted for us by Supabase, which processes them on our instructions and for no purpose of its own. Visitors to the site cannot read each other's enquiries: the website can add a new entry but cannot read, change or delete any. So that we can answer quickly, a copy of each entry is emailed to our team through an email delivery service, which handles it on our instructions only; the database's copy of that notification is deleted a week after it is sent.`,
        },
        {
          kind: 'list',
          lead: 'When you book a tour we pass on only what each service needs:',
          items: [
            'names and ages of travellers to hotels, transport operators and guides on your route;',
            'names and identity details to the authorities where a pilgrimage registration or permit requires them.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We disclose information otherwise only when Indian law requires it. If you contact us on WhatsApp, WhatsApp\u2019s own privacy policy applies to that conversation.',
        },
      ],
    },
    {
      id: 'data-security',
      title: 'Data Security',
      blocks: [
        {
          kind: 'list',
          items: [
            'Every form is sent over an encrypted (HTTPS) connection.',
            'The database accepts new entries from the website but refuses any attempt to read, change or delete them without a staff login.',
            'Staff accounts are personal, and access is removed when someone leaves the company.',
            'We keep only the fields listed above and delete them when the retention period ends.',
            'To stop floods of automated messages, the database counts the entries sent from each internet address; it keeps a hashed form of the address, never the address itself, and deletes it after a day.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'No system is perfectly secure. If a breach affecting your information occurs, we will tell you and the Data Protection Board of India as the law requires.',
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      blocks: [
        {
          kind: 'list',
          lead: 'Under the Digital Personal Data Protection Act, 2023, you may ask us to:',
          items: [
            'tell you what information we hold about you and how we use it;',
            'correct or complete information that is wrong;',
            'delete your information when it is no longer needed for a booking you made;',
            'stop contacting you about the partner programme.',
          ],
        },
        {
          kind: 'paragraph',
          text: `Write to our Data Protection Officer at ${siteConfig.privacyEmail}. We answer ${siteConfig.responseTimes.privacy} and complete requests within 30 days. If you are not satisfied, you may complain to the Data Protection Board of India.`,
        },
      ],
    },
    {
      id: 'cookies-and-tracking',
      title: 'Cookies and Tracking',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This website sets no advertising or analytics cookies and does not track you across other sites.',
        },
        {
          kind: 'paragraph',
          text: 'While you fill in a form, your browser keeps a copy of what you have typed in its session storage, so nothing is lost if you reload the page or a submission fails. That copy stays on your device, is removed once your form is sent, and disappears when you close the tab.',
        },
      ],
    },
  ],
};

/** The privacy policy in a language. */
export const privacyPolicyIn = (locale: Locale): LegalDocument =>
  locale === 'hi' ? hindiWords.get().privacyPolicyHi : privacyPolicy;
