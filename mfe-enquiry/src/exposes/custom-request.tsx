export { CustomRequestPage as default } from '../features/custom-request/components/custom-request-page';
