import { mailHref, siteConfig, telHref, whatsappHref } from '@chardham/shared/config';
import { hi } from '../../../i18n/hi';
import type { SupportChannel } from '../../../schemas/info';

const [callPhone, whatsappPhone] = siteConfig.contact.phones;

/** The three support channels in Hindi (./channels): the same numbers and addresses, Hindi words. */
export const supportChannelsHi: SupportChannel[] = [
  {
    id: 'phone',
    title: 'फ़ोन सहायता',
    description: 'हमारे यात्रा डेस्क से बात करें, या यात्रा के दौरान रास्ते में हों तो हमारी आपातकालीन टीम से।',
    contact: callPhone.display,
    availability: 'चौबीसों घंटे आपातकालीन सहायता',
    href: telHref(callPhone),
    actionHint: 'फ़ोन पर',
  },
  {
    id: 'email',
    title: 'ईमेल सहायता',
    description: 'बुकिंग से जुड़े सवाल, दस्तावेज़ या बदलाव भेजें; टीम का कोई सदस्य ख़ुद आपको जवाब देता है।',
    contact: siteConfig.contact.email,
    availability: `${hi.site(siteConfig.responseTimes.supportEmail)} जवाब`,
    href: mailHref(siteConfig.contact.email, 'सहायता अनुरोध'),
    actionHint: 'ईमेल से',
  },
  {
    id: 'whatsapp',
    title: 'WhatsApp',
    description: 'छोटे-मोटे सवाल, ताज़ा जानकारी और यात्रा के दौरान सड़कों के हाल की तस्वीरें।',
    contact: whatsappPhone.display,
    availability: hi.site(siteConfig.hours.whatsapp),
    href: whatsappHref('hi'),
    actionHint: 'WhatsApp पर',
  },
];
