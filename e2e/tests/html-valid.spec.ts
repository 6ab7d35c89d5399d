// Issue 65: the composed HTML of every route, in both languages, as the W3C's Nu Html Checker reads
// it (vnu-jar from the registry, on Debian's default-jre-headless, which `npm test` installs). Any
// error fails, with the page, the line and the checker's own words.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { packages } from '@chardham/shared/content/packages';
import { localizedPath } from '@chardham/shared/i18n';
import { href, routeList } from '@chardham/shared/routes';
import { expect, test } from '../support/fixtures';
import { pages, tagOfPath } from '../support/site';

/** The checker's jar: the package's main export is its path. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * What vnu 26.9.27 wrongly reports: HTML's `expect` link type takes `blocking="render"`
 * (whatwg/html#9970; the link element's blocking attribute is for `stylesheet` and `expect`), which
 * the checker does not know yet. The head's one such link (shell/build/frames-plugin.ts, decision
 * 106) is let through, and only that link with only that message: each page with the link must
 * still have it, so the day the checker learns the keyword this list fails and goes.
 */
const checkerGaps = [
  {
    message:
      /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    extract: /<link rel="expect" href="#page-parsed" blocking="render">/,
  },
];

const englishPaths = [
  ...routeList.filter((route) => !route.path.includes(':')).map((route) => pages[route.id].url),
  ...packages.filter((item) => item.id !== 'custom-package').map((item) => href.packageDetail(item.id)),
];

/** Each slice's pages in both languages; the shell's own: the offline pages and the not-found page. */
const groups = new Map<string, string[]>();
for (const path of englishPaths) {
  const tag = tagOfPath(path);
  groups.set(tag, [...(groups.get(tag) ?? []), path, localizedPath(path, 'hi')]);
}
groups.set('@shell', ['/offline.html', '/offline.hi.html', '/no-such-page', '/hi/no-such-page']);

for (const [tag, paths] of groups) {
  test(
    `the Nu Html Checker finds no error in the HTML of ${paths.join(', ')}`,
    { tag },
    async ({ request }, testInfo) => {
      /** Each file the checker reads, by the URL it names it with, and the path it was answered for. */
      const files = new Map<string, string>();
      const withGap: string[] = [];
      for (const path of paths) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(path.includes('no-such-page') ? 404 : 200);
        expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
        const html = await response.text();
        const file = testInfo.outputPath(`${path.replaceAll('/', '_')}.html`);
        writeFileSync(file, html);
        files.set(`file:${file}`, path);
        if (checkerGaps.some((known) => known.extract.test(html))) withGap.push(path);
      }

      const run = spawnSync(
        'java',
        [
          '-jar',
          vnuJar,
          '--format',
          'json',
          '--stdout',
          ...[...files.keys()].map((url) => url.slice('file:'.length)),
        ],
        {
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      if (run.error)
        throw new Error(
          `java could not run the checker (tools/bootstrap.mjs installs default-jre-headless): ${run.error.message}`,
        );
      const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
      const errors = messages.filter((message) => message.type !== 'info');
      const gap = (message: VnuMessage) =>
        checkerGaps.some(
          (known) => known.message.test(message.message) && known.extract.test(message.extract ?? ''),
        );

      const named = (message: VnuMessage) =>
        `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'}: ${message.message} «${message.extract ?? ''}»`;
      expect(errors.filter((message) => !gap(message)).map(named)).toEqual([]);
      // The gap, on every page with the link: not an exception that has outlived the checker's bug.
      expect(
        errors
          .filter(gap)
          .map((message) => files.get(message.url))
          .sort(),
      ).toEqual(withGap.sort());
    },
  );
}
