/** The landing page, rendered to HTML by the slice's build (@chardham/build sliceHtml). */

import { type RenderContext, renderSlice } from '@chardham/build/render';
import { preloadIslands } from '@chardham/shared/hydration/island';
import { routes } from '@chardham/shared/routes';
import { fragmentKey } from '@chardham/shared/ssr';
import Home from '../exposes/home';
import { homeIslands } from '../features/home/components/home-page';
import { hindiWords } from '../i18n/hindi-words';

export async function render(context: RenderContext) {
  // Every page is rendered in Hindi too: its words first (a browser downloads them on Hindi pages only).
  await hindiWords.load();
  // The sections further down are islands: on the server they render in place, with the page.
  await preloadIslands(homeIslands);
  const { path, module } = routes.home;
  return renderSlice([{ key: fragmentKey(path), module, path, pattern: path, Component: Home }], context);
}
