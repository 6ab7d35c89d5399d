import type { Locale } from './index.mjs';

/** A counted phrase in a language's two plural forms: '1 review' and '2 reviews'. */
export interface PluralForms {
  readonly one: string;
  readonly other: string;
}

const rules = new Map<Locale, Intl.PluralRules>();

/**
 * The form of a counted phrase that agrees with `count` in the language, chosen by
 * `Intl.PluralRules` (CLDR: English 'one' is 1; Hindi 'one' is 0 and 1). A whole zero takes the
 * plural form in both languages, as Hindi writes it ('0 पैकेज दिखाए जा रहे हैं', not 'दिखाया जा रहा
 * है'): CLDR counts 0 with 1 in Hindi for fractions like 0.5, which the site never shows.
 * The rules are built once per language, when a page first shows a count.
 */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  if (count === 0) return forms.other;
  let rule = rules.get(locale);
  if (rule === undefined) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count) === 'one' ? forms.one : forms.other;
}
