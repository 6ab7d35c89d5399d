import type { Locale } from '@chardham/shared/i18n';
import { useLocale } from '@chardham/shared/router';
import { en, type Messages } from './en';
import { hi } from './hi';

export type { Messages } from './en';

/** The slice's UI strings in a language. */
export function messagesFor(locale: Locale): Messages {
  return locale === 'hi' ? hi : en;
}

/** The slice's UI strings in the page's language (Hindi under /hi/). */
export function useMessages(): Messages {
  return messagesFor(useLocale());
}
