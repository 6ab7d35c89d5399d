import type { Locale } from '@chardham/shared/i18n';
import { useLocale } from '@chardham/shared/router';
import { en, type Messages } from './en';
import { hindiWords } from './hindi-words';

export type { Messages };

/** The slice's strings in a language. */
export function messagesFor(locale: Locale): Messages {
  return locale === 'hi' ? hindiWords.get().hi : en;
}

/** The slice's strings in the page's language (Hindi under /hi/). */
export function useMessages(): Messages {
  return messagesFor(useLocale());
}
