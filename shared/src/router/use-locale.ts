import { useLocation } from 'react-router-dom';
import { type Locale, localeOfPath } from '../i18n/index.mjs';

/** The language of the page being rendered, from its path (the server render's too). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
