import type { Exposed } from '@chardham/shared/contracts';
import { EnquiryForm } from '../features/enquiry-form/components/enquiry-form';

// Its props are the contract's (shared/src/contracts): a prop renamed there is a type error here.
export default EnquiryForm satisfies Exposed<'enquiry/enquiry-form'>;
// On a Hindi page the shell renders the page once its Hindi words are here (../i18n/hindi-words.ts).
export { wordsReady as ready } from '../i18n/hindi-words';
