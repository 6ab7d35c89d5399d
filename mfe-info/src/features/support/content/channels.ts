import { mailHref, siteConfig, telHref, whatsappHref } from '@chardham/shared/config';
import type { Locale } from '@chardham/shared/i18n';
import { hindiWords } from '../../../i18n/hindi-words';
import type { SupportChannel } from '../../../schemas/info';

const [callPhone, whatsappPhone] = siteConfig.contact.phones;

/**
 * The three ways to reach support (spec §2). Contact Now does what a visitor expects of each: it
 * dials, writes an email, or opens a WhatsApp chat with a prefilled message (docs/decisions/040).
 */
export const supportChannels: SupportChannel[] = [
  {
    id: 'phone',
    title: 'Phone Support',
    description: 'Speak to our travel desk, or to the emergency team while you are on the road.',
    contact: callPhone.display,
    availability: '24/7 emergency support',
    href: telHref(callPhone),
    actionHint: 'by phone',
  },
  {
    id: 'email',
    title: 'Email Support',
    description: 'Send booking questions, documents or changes; a member of the team replies in person.',
    contact: siteConfig.contact.email,
    availability: `Response ${siteConfig.responseTimes.supportEmail}`,
    href: mailHref(siteConfig.contact.email, 'Support request'),
    actionHint: 'by email',
  },
  {
    id: 'whatsapp',
    title: 'WhatsApp',
    description: 'Quick questions, live updates and photos of road conditions during the yatra.',
    contact: whatsappPhone.display,
    availability: siteConfig.hours.whatsapp,
    href: whatsappHref('en'),
    actionHint: 'on WhatsApp',
  },
];

/** The support channels in a language. */
export const supportChannelsIn = (locale: Locale): SupportChannel[] =>
  locale === 'hi' ? hindiWords.get().supportChannelsHi : supportChannels;
