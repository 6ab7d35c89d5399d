import { siteConfig } from '@chardham/shared/config';
import { hi } from '../../../i18n/hi';
import type { FeatureCard } from '../../../schemas/info';

/** Why Choose Our Support in Hindi (./why-choose). */
export const whyChooseSupportHi: FeatureCard[] = [
  {
    id: 'expert-team',
    title: 'अनुभवी टीम',
    description: 'हमारे सलाहकार इन रास्तों पर ख़ुद चल चुके हैं और रास्ते के हर मंदिर, हर सड़क और हर होटल को जानते हैं।',
  },
  {
    id: 'quick-response',
    title: 'तुरंत जवाब',
    description: `ईमेल का जवाब ${hi.site(siteConfig.responseTimes.supportEmail)}, WhatsApp पर दिन भर बातचीत और एक आपातकालीन लाइन जो कभी बंद नहीं होती।`,
  },
  {
    id: 'reliable-service',
    title: 'भरोसेमंद सेवा',
    description: 'हर मौसम में तीर्थयात्रियों को हिमालय की यात्रा कराने का 15+ वर्षों का अनुभव।',
  },
];
