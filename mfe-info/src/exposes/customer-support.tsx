export { CustomerSupportPage as default } from '../features/support/components/customer-support-page';
