import { type Locale, languageName, languageTag, localizedPath } from '@chardham/shared/i18n';
import { useLocale, useLocation } from '@chardham/shared/router';
import { useMessages } from '../../i18n';
import styles from './top-nav.module.css';

/**
 * The same page in the other language, on every page: the path, query and anchor are kept, and a
 * form's draft lives in the tab's session storage under a key that does not depend on the language,
 * so what was typed is there on the other side too. Nothing switches by itself (no Accept-Language
 * redirect): the visitor chooses. A full page load, not a navigation in the page: the other
 * language's page comes with its own frame, font and slices' words (each slice loads its Hindi
 * before its code runs; docs/decisions/073-hindi-edition.md).
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const m = useMessages();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  const target = localizedPath(`${pathname}${search}${hash}`, other);
  return (
    <a
      href={target}
      className={styles.language}
      hrefLang={languageTag[other]}
      onClick={(event) => {
        // The page's HTML is the same for every query: the link as rendered may lack the filters.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        window.location.assign(target);
      }}
    >
      <span className="ui-visually-hidden">{m.language.switchTo}: </span>
      <span lang={languageTag[other]}>{languageName[other]}</span>
    </a>
  );
}
