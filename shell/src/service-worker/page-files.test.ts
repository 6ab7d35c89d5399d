// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryFiles, moduleFiles, pageNeeds } from './page-files';

const page = 'https://site.example/hi/packages';
const html = `<!doctype html>
<html lang="hi" data-prerendered>
<head>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/manifest.hi.webmanifest">
<link rel="stylesheet" crossorigin href="/assets/index-hi-Gp8VHI3O.css">
<title>सभी पैकेज | Sacred Himalaya Yatra</title>
<link rel="stylesheet" href="https://site.example/releases/packages/v7/assets/package-list-Db7m8oBq.css">
<script type="application/json" id="remotes-document">{"remotes":{"packages":{"entry":"/releases/packages/v7/remoteEntry.js"},"enquiry":{"entry":"/remotes/enquiry/remoteEntry.js"}}}</script>
<script type="application/json" id="app-scripts">{"preloads":["/assets/react-AbCdEf12.js"],"scripts":["/assets/index-DKiJnILx.js"],"runtime":"/assets/federation-runtime-Q1w2E3r4.js"}</script>
<script src="/assets/early-remote-05dSL3MS.js"></script>
</head>
<body><div id="root"><div data-remote-region="packages/package-list"></div><div data-remote-region="enquiry/enquiry-form" data-hydrate="near"></div></div></body>
</html>`;

describe("what a saved page needs (the worker's record of it)", () => {
  it("names the shell's files, each slice region's release as the page's own remotes document has it, its language and title", () => {
    const needs = pageNeeds(html, page);
    expect(needs.files.sort()).toEqual(
      [
        'https://site.example/assets/early-remote-05dSL3MS.js',
        'https://site.example/assets/federation-runtime-Q1w2E3r4.js',
        'https://site.example/assets/index-DKiJnILx.js',
        'https://site.example/assets/index-hi-Gp8VHI3O.css',
        'https://site.example/assets/react-AbCdEf12.js',
        'https://site.example/releases/packages/v7/assets/package-list-Db7m8oBq.css',
      ].sort(),
    );
    expect(needs.regions).toEqual([
      { entry: 'https://site.example/releases/packages/v7/remoteEntry.js', module: 'package-list' },
      { entry: 'https://site.example/remotes/enquiry/remoteEntry.js', module: 'enquiry-form' },
    ]);
    expect(needs.locale).toBe('hi');
    expect(needs.title).toBe('सभी पैकेज | Sacred Himalaya Yatra');
  });

  it("takes a module's files from its slice's manifest, without the Hindi chunk on an English page", () => {
    const manifest = {
      exposes: [
        {
          name: 'enquiry-form',
          assets: {
            js: {
              sync: ['assets/enquiry-form-Bpzs7xk7.js'],
              async: ['assets/hindi-BkCLjqMp.js', 'assets/enquiry-5N4o8hLa.js'],
            },
            css: { sync: ['assets/enquiry-form-AbCdEf12.css'], async: [] },
          },
        },
        { name: 'custom-request', assets: { js: { sync: ['assets/custom-request-CRALUGXU.js'] } } },
      ],
    };
    const entry = 'https://site.example/remotes/enquiry/remoteEntry.js';
    expect(moduleFiles(manifest, entry, 'enquiry-form', 'en')).toEqual([
      'https://site.example/remotes/enquiry/assets/enquiry-form-Bpzs7xk7.js',
      'https://site.example/remotes/enquiry/assets/enquiry-5N4o8hLa.js',
      'https://site.example/remotes/enquiry/assets/enquiry-form-AbCdEf12.css',
    ]);
    expect(moduleFiles(manifest, entry, 'enquiry-form', 'hi')).toContain(
      'https://site.example/remotes/enquiry/assets/hindi-BkCLjqMp.js',
    );
    expect(moduleFiles(null, entry, 'enquiry-form', 'en')).toEqual([]);
  });

  it("adds the module's first chunk its entry imports, and none of the entry's own copies of React", () => {
    const entryText =
      'const e={"./package-detail":()=>n(()=>import(`./assets/package-detail-Cl6p5sPn.js`),[]),"./package-list":()=>import("./assets/package-list-X1y2Z3w4.js")};import(`./assets/_virtual_mf___prebuild__react_mf_2_dom__prebuild__-BKIEIMpK.js`)';
    const entry = 'https://site.example/remotes/packages/remoteEntry.js';
    expect(entryFiles(entryText, entry, 'package-detail')).toEqual([
      'https://site.example/remotes/packages/assets/package-detail-Cl6p5sPn.js',
    ]);
  });
});
