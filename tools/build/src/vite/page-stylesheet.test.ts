import { describe, expect, it } from 'vitest';
import { type ChunkLike, planPageStylesheets } from './page-stylesheet';

const chunk = (fileName: string, rest: Partial<ChunkLike> = {}): ChunkLike => ({
  fileName,
  facadeModuleId: null,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  css: [],
  ...rest,
});

const page = (name: string, rest: Partial<ChunkLike> = {}) =>
  chunk(`${name}.js`, { facadeModuleId: `/src/exposes/${name}.tsx`, isEntry: true, ...rest });

const pages = new Set(['/src/exposes/list.tsx', '/src/exposes/detail.tsx']);

describe('planPageStylesheets', () => {
  it('gives each page one list of its stylesheets, a shared chunk’s before the page’s own', () => {
    const plan = planPageStylesheets(
      [
        page('list', { imports: ['price.js', 'list-body.js'] }),
        page('detail', { imports: ['detail-body.js'] }),
        chunk('list-body.js', { imports: ['price.js'], css: ['list.css'] }),
        chunk('detail-body.js', { imports: ['price.js'], css: ['detail.css'] }),
        chunk('price.js', { css: ['price.css'] }),
      ],
      pages,
    );
    expect(plan.pages.get('list.js')).toEqual(['price.css', 'list.css']);
    expect(plan.pages.get('detail.js')).toEqual(['price.css', 'detail.css']);
    expect(plan.emptied.sort()).toEqual(['detail-body.js', 'list-body.js', 'price.js']);
  });

  it('leaves the slice’s standalone HTML page out: Vite has linked its stylesheets already', () => {
    const plan = planPageStylesheets(
      [
        chunk('index.js', { facadeModuleId: '/index.html', isEntry: true, imports: ['list-body.js'] }),
        page('list', { imports: ['list-body.js'] }),
        chunk('list-body.js', { imports: ['price.js'], css: ['list.css'] }),
        chunk('price.js', { css: ['price.css'] }),
      ],
      pages,
    );
    expect(plan.pages.get('list.js')).toEqual(['price.css', 'list.css']);
  });

  it('keeps the file of a chunk a page loads only later, so it comes with its styles then', () => {
    const plan = planPageStylesheets(
      [
        page('list', { imports: ['list-body.js'] }),
        page('detail', { imports: ['dialog.js'], css: ['detail.css'] }),
        chunk('list-body.js', { css: ['list.css'], dynamicImports: ['dialog.js'] }),
        chunk('dialog.js', { css: ['dialog.css'] }),
      ],
      pages,
    );
    // The detail page loads the dialog with it, the list page only when it is opened: the dialog's
    // file stays its own, and the detail page goes on naming it through the chunk.
    expect(plan.pages.get('detail.js')).toEqual(['detail.css']);
    expect(plan.pages.get('list.js')).toEqual(['list.css']);
    expect(plan.emptied).not.toContain('dialog.js');
  });

  it('keeps the file of a chunk another entry loads (the federation runtime’s, a worker’s)', () => {
    const plan = planPageStylesheets(
      [
        chunk('other-entry.js', { facadeModuleId: '/src/other.ts', isEntry: true, imports: ['price.js'] }),
        page('list', { imports: ['price.js'], css: ['list.css'] }),
        chunk('price.js', { css: ['price.css'] }),
      ],
      pages,
    );
    expect(plan.pages.get('list.js')).toEqual(['list.css']);
    expect(plan.emptied).toEqual(['list.js']);
  });

  it('writes nothing for a page without styles, or for a chunk that is not a page', () => {
    const plan = planPageStylesheets(
      [page('list'), chunk('lazy.js', { facadeModuleId: '/src/lazy.ts', css: ['lazy.css'] })],
      pages,
    );
    expect(plan.pages.size).toBe(0);
    expect(plan.emptied).toEqual([]);
  });
});
