import type { Exposed } from '@chardham/shared/contracts';
import { TermsConditionsPage } from '../features/legal/components/terms-conditions-page';

// Its props are the contract's (shared/src/contracts): a prop renamed there is a type error here.
export default TermsConditionsPage satisfies Exposed<'info/terms-conditions'>;
// On a Hindi page the shell renders the page once its Hindi words are here (../i18n/hindi-words.ts).
export { wordsReady as ready } from '../i18n/hindi-words';
