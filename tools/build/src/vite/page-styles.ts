import type { Plugin } from 'vite';

/**
 * Vite drops a CSS module imported only for its effect (`import './x.module.css'`): it marks CSS
 * modules free of side effects, so their styles go wherever their class names are used. A page
 * whose sections load their code later (islands) still needs the sections' styles for its server
 * HTML from the first paint: importing their CSS modules from the page keeps those styles in the
 * page's one stylesheet, instead of one render-blocking file per section. Class names are unchanged
 * (one module, imported from two places).
 */
export function pageStyles(): Plugin {
  return {
    name: 'chardham:page-styles',
    enforce: 'post',
    transform(code, id) {
      if (!/\.module\.css(?:$|\?)/.test(id)) return undefined;
      return { code, map: null, moduleSideEffects: 'no-treeshake' };
    },
  };
}
