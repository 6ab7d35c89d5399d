import { mountStandalone } from '@chardham/build/standalone';
import BecomePartner from '../exposes/become-partner';
import CustomerSupport from '../exposes/customer-support';
import PrivacyPolicy from '../exposes/privacy-policy';
import TermsConditions from '../exposes/terms-conditions';

mountStandalone('mfe-info', [
  { path: '/become-partner', label: 'Become Partner', Component: BecomePartner },
  { path: '/customer-support', label: 'Support', Component: CustomerSupport },
  { path: '/privacy-policy', label: 'Privacy', Component: PrivacyPolicy },
  { path: '/terms-conditions', label: 'Terms', Component: TermsConditions },
]);
