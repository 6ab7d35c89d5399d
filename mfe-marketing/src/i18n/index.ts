/** The landing page's strings in the page's language (`/hi/...` is Hindi, anything else English). */
import type { Locale } from '@chardham/shared/i18n';
import { NavigationContext, useLocale } from '@chardham/shared/router';
import { useContext } from 'react';
import { en, type Messages } from './en';
import { hindiWords } from './hindi-words';

export type { Messages };

export function messagesFor(locale: Locale): Messages {
  return locale === 'hi' ? hindiWords.get().hi : en;
}

/**
 * The page's language. Every page has a router (the shell's, the server render's, an island's own);
 * a piece rendered on its own, with none, is English.
 */
export function usePageLocale(): Locale {
  const inRouter = useContext(NavigationContext) != null;
  // A condition on a hook, safely: a mounted component never gains or loses its router.
  return inRouter ? useLocale() : 'en';
}

export function useMessages(): Messages {
  return messagesFor(usePageLocale());
}
