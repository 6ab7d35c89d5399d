import { describe, expect, it } from 'vitest';
import { type OutputLike, standaloneOnly } from './without-standalone-page';

const chunk = (fileName: string, more: Partial<OutputLike> = {}): OutputLike => ({
  type: 'chunk',
  fileName,
  imports: [],
  dynamicImports: [],
  ...more,
});
const asset = (fileName: string): OutputLike => ({ type: 'asset', fileName });

describe("what a release leaves out of the slice's build", () => {
  it('the page, its entry, the chunk that starts it and the stylesheets only it links; shared chunks stay', () => {
    const outputs = [
      asset('index.html'),
      chunk('assets/index-A.js', {
        isEntry: true,
        facadeModuleId: '/slice/index.html',
        imports: ['assets/shared-C.js'],
        viteMetadata: { importedCss: new Set(['assets/index-A.css', 'assets/home-own-D.css']) },
      }),
      chunk('assets/mf-entry-bootstrap-B.js', { isEntry: true, dynamicImports: ['assets/index-A.js'] }),
      { ...asset('assets/mf-entry-bootstrap-0-K.js'), source: 'await import("./index-A.js");' },
      chunk('assets/shared-C.js'),
      // Loaded by name by the federation runtime: no import names it, it stays.
      chunk('assets/dist-J.js'),
      chunk('remoteEntry.js', { isEntry: true, dynamicImports: ['assets/home-E.js'] }),
      chunk('assets/home-E.js', {
        imports: ['assets/shared-C.js'],
        dynamicImports: ['assets/later-F.js'],
        viteMetadata: { importedCss: new Set(['assets/home-G.css']) },
      }),
      chunk('assets/later-F.js', { viteMetadata: { importedCss: new Set(['assets/later-H.css']) } }),
      asset('assets/index-A.css'),
      asset('assets/home-own-D.css'),
      asset('assets/home-G.css'),
      asset('assets/later-H.css'),
      asset('assets/photo-I.avif'),
    ];
    const bundle = Object.fromEntries(outputs.map((o) => [o.fileName, o]));
    expect(standaloneOnly(bundle).sort()).toEqual(
      [
        'index.html',
        'assets/index-A.js',
        'assets/mf-entry-bootstrap-B.js',
        'assets/mf-entry-bootstrap-0-K.js',
        'assets/index-A.css',
        'assets/home-own-D.css',
      ].sort(),
    );
  });
});
