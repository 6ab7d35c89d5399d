import type { Locale } from '@chardham/shared/i18n';
import { useLocale } from '@chardham/shared/router';
import { en, type Messages } from './en';
import { hi } from './hi';

export type { Messages };

export const messagesFor = (locale: Locale): Messages => (locale === 'hi' ? hi : en);

/** The shell's words in the page's language. */
export function useMessages(): Messages {
  return messagesFor(useLocale());
}
