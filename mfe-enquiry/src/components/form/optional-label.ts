import { useLocale } from '@chardham/shared/router';
import { useMessages } from '../../i18n';

/**
 * The label and `optional` flag of an optional field. The shared Field adds " (optional)" in English
 * only, so on a Hindi page the label carries the word itself ("विशेष ज़रूरतें (वैकल्पिक)").
 */
export function useOptionalLabel(): (label: string) => { label: string; optional: boolean } {
  const locale = useLocale();
  const { optional } = useMessages().form;
  return (label) =>
    locale === 'en' ? { label, optional: true } : { label: `${label} (${optional})`, optional: false };
}
