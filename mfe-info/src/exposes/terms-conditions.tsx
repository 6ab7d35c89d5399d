export { TermsConditionsPage as default } from '../features/legal/components/terms-conditions-page';
