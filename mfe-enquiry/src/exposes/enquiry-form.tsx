export { EnquiryForm as default } from '../features/enquiry-form/components/enquiry-form';
