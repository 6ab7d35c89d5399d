export { BecomePartnerPage as default } from '../features/partner/components/become-partner-page';
