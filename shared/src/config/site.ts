import type { Locale } from '../i18n/index.mjs';

/**
 * Contact details and hours (spec §9). EVERY number and address below is a PLACEHOLDER: the company
 * replaces them here, and only here, before going live. `00000` numbers and example.com addresses
 * (RFC 2606) are deliberately unreachable.
 */
export interface Phone {
  /** As shown to visitors. */
  readonly display: string;
  /** E.164, for tel: links. */
  readonly e164: string;
}

const phone = (display: string): Phone => ({ display, e164: display.replace(/[^+\d]/g, '') });

export const siteConfig = {
  brand: {
    name: 'Sacred Himalaya Yatra',
    tagline: 'DMC - Chardham | DoDham',
  },
  /** The landing page's contact section. */
  contact: {
    phones: [phone('+91 00000 00001'), phone('+91 00000 00002')] as const,
    email: 'yatra@example.com',
    address: {
      locality: 'Haridwar',
      region: 'Uttarakhand',
      country: 'India',
      postalCode: '249401',
      display: 'Haridwar, Uttarakhand, India - 249401',
      /** The same address for the Hindi pages. */
      displayHi: 'हरिद्वार, उत्तराखंड, भारत - 249401',
    },
  },
  /** The footer shows its own, different, phone and email (spec §2 Footer). */
  footer: {
    phone: phone('+91 00000 00003'),
    email: 'hello@example.com',
  },
  /** Office of the support page (spec §2 Customer Support). */
  office: {
    name: 'Main Office',
    lines: ['Near the river ghat', 'Haridwar, Uttarakhand 249401', 'India'],
  },
  /** The Data Protection Officer for privacy requests. */
  privacyEmail: 'privacy@example.com',
  partnersEmail: 'partners@example.com',
  hours: {
    contact: [
      { days: 'Monday - Saturday', time: '9:00 AM - 7:00 PM' },
      { days: 'Sunday', time: '10:00 AM - 5:00 PM' },
      { days: 'Emergency support', time: '24/7' },
    ],
    support: [
      { days: 'Monday - Friday', time: '9:00 AM - 7:00 PM' },
      { days: 'Saturday', time: '9:00 AM - 6:00 PM' },
      { days: 'Sunday', time: '10:00 AM - 5:00 PM' },
      { days: 'Emergency', time: '24/7' },
    ],
    whatsapp: 'Mon-Sun 8 AM - 10 PM',
  },
  responseTimes: {
    enquiry: 'within 24 hours',
    supportEmail: 'within 2 hours',
    privacy: 'within 48 hours',
  },
  /** The message a WhatsApp chat opens with, in the language of the page it was opened from. */
  whatsappText: {
    en: 'Namaste! I would like to know more about your Chardham Yatra packages.',
    hi: 'नमस्ते! मुझे आपके चारधाम यात्रा पैकेजों के बारे में और जानकारी चाहिए।',
  },
} as const;

/**
 * WhatsApp opens a chat with the second contact number (spec §2 Contact), its message written in
 * the page's language: a Hindi reader does not send an English message (issue 65).
 */
export function whatsappHref(locale: Locale): string {
  const digits = siteConfig.contact.phones[1].e164.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(siteConfig.whatsappText[locale])}`;
}

export const telHref = (p: Phone) => `tel:${p.e164}`;
export const mailHref = (email: string, subject?: string) =>
  subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
