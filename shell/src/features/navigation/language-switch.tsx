import { type Locale, languageName, languageTag } from '@chardham/shared/i18n';
import { Link, useLocale, useLocation } from '@chardham/shared/router';
import { useMessages } from '../../i18n';
import styles from './top-nav.module.css';

/**
 * The same page in the other language, on every page: the path, query and anchor are kept, and a
 * form's draft lives in the tab's session storage under a key that does not depend on the language,
 * so what was typed is there on the other side too. Nothing switches by itself (no Accept-Language
 * redirect): the visitor chooses.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const m = useMessages();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  return (
    <Link
      to={`${pathname}${search}${hash}`}
      locale={other}
      className={styles.language}
      hrefLang={languageTag[other]}
    >
      <span className="ui-visually-hidden">{m.language.switchTo}: </span>
      <span lang={languageTag[other]}>{languageName[other]}</span>
    </Link>
  );
}
