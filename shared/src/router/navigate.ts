import { useCallback } from 'react';
import {
  type NavigateFunction,
  type NavigateOptions,
  type To,
  useNavigate as useRouterNavigate,
} from 'react-router-dom';
import { localizedPath } from '../i18n/index.mjs';
import { useLocale } from './use-locale';

/** react-router's navigate, keeping the page's language for a path on the site (like `Link`). */
export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  const locale = useLocale();
  return useCallback(
    ((to: To | number, options?: NavigateOptions) =>
      typeof to === 'number'
        ? navigate(to)
        : navigate(typeof to === 'string' ? localizedPath(to, locale) : to, options)) as NavigateFunction,
    [navigate, locale],
  );
}
