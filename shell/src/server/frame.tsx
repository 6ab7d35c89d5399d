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
