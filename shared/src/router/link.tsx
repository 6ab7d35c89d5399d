import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';
import { type Locale, localizedPath } from '../i18n/index.mjs';
import { useLocale } from './use-locale';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
  /** The language to link to; by default the page's own, so a visitor stays in their language. */
  locale?: Locale;
}

/** A site path in the page's language (or the one asked for); anything else as it is. */
export function useLocalizedTo(to: To, locale?: Locale): To {
  const current = useLocale();
  return typeof to === 'string' ? localizedPath(to, locale ?? current) : to;
}

/**
 * A link that navigates in the page: a real `<a href>` (it works before the app is live, in a new
 * tab and for crawlers) whose plain left click goes through the router. It is react-router's own
 * click handler on an anchor: react-router's `<Link>` adds route discovery and prefetching for its
 * framework mode, which this site does not use, at about 2.5 KB gzipped on every first load
 * (docs/decisions/060-router-facade.md). A path on the site keeps the page's language: the slices
 * write '/packages', a Hindi page links to '/hi/packages'.
 */
export function Link({ to, replace, state, target, onClick, ref, locale, ...rest }: LinkProps) {
  const localized = useLocalizedTo(to, locale);
  const href = useHref(localized);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(localized, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
