export { HomePage as default } from '../features/home/components/home-page';
// On a Hindi page the shell renders the page once its Hindi words are here (../i18n/hindi-words.ts).
export { wordsReady as ready } from '../i18n/hindi-words';
