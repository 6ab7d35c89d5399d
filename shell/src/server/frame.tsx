/**
 * The shell's part of every page, rendered by its build (build/frames-plugin.ts): navigation,
 * footer and, where the route's slice goes, the region that includes the slice's own fragment.
 */
import type { Locale } from '@chardham/shared/i18n';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '../app/router';
import { NotSentNotice } from '../features/not-sent/not-sent-notice';
import { OfflinePage } from '../features/offline/offline-page';

/** The offline page of a language, as the service worker answers it (docs/decisions/080). */
export function renderOfflinePage(locale: Locale): string {
  return renderToStaticMarkup(<OfflinePage locale={locale} />);
}

/** The notice a page carries after a form was sent without the app (the server decides when). */
export function renderNotSentNotice(locale: Locale): string {
  return renderToStaticMarkup(<NotSentNotice locale={locale} />);
}

export function renderFrame(path: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}
