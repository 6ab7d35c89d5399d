/**
 * The site as an installable app, in each language (issue 30): a web app manifest per language and
 * its icons, drawn by the build from the logo (public/favicon.svg): 192 and 512 px, and a maskable
 * 512 px one whose mark sits inside the safe circle on the brand's ground. Colours come from the
 * design tokens of the shared stylesheet. Every frame links its language's manifest.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { siteConfig } from '@chardham/shared/config';
import type { Locale } from '@chardham/shared/i18n';
import { routes, routeText } from '@chardham/shared/routes';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** Each language's manifest, as the frames link it. */
export const manifestHref: Record<Locale, string> = {
  en: '/manifest.webmanifest',
  hi: '/manifest.hi.webmanifest',
};

const icons = {
  any192: 'icons/icon-192.png',
  any512: 'icons/icon-512.png',
  maskable512: 'icons/icon-maskable-512.png',
} as const;

async function token(name: string): Promise<string> {
  const file = createRequire(import.meta.url).resolve('@chardham/shared/ui/styles.css');
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(await readFile(file, 'utf8'))?.[1];
  if (!value) throw new Error(`no --${name} in ${file}`);
  return value.trim();
}

/** The logo's mark (everything but its rounded ground), scaled into the maskable safe zone. */
function maskableSvg(logo: string, ground: string): string {
  const inner = logo
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<rect[^>]*\/>/, '');
  // The safe zone is the central circle of 80%: the 64-unit mark at 62% fits inside it.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${ground}"/><g transform="translate(12.16 12.16) scale(0.62)">${inner}</g></svg>`;
}

export function webAppManifest(options: { logo: string }): Plugin {
  return {
    name: 'chardham:web-app-manifest',
    apply: 'build',
    async generateBundle() {
      const logo = await readFile(options.logo, 'utf8');
      const theme = await token('color-mountain');
      const background = await token('color-bg');
      const png = (svg: string, size: number) =>
        sharp(Buffer.from(svg), { density: (72 * size) / 64 })
          .resize(size, size)
          .png({ compressionLevel: 9 })
          .toBuffer();
      this.emitFile({ type: 'asset', fileName: icons.any192, source: await png(logo, 192) });
      this.emitFile({ type: 'asset', fileName: icons.any512, source: await png(logo, 512) });
      this.emitFile({
        type: 'asset',
        fileName: icons.maskable512,
        source: await png(maskableSvg(logo, theme), 512),
      });
      for (const locale of ['en', 'hi'] as const) {
        const home = locale === 'hi' ? '/hi/' : '/';
        const manifest = {
          id: home,
          name: siteConfig.brand.name,
          short_name: 'Himalaya Yatra',
          description: routeText(routes.home, locale).description,
          lang: locale === 'hi' ? 'hi-IN' : 'en-IN',
          dir: 'ltr',
          start_url: home,
          // The whole site, so that the language switch stays in the app.
          scope: '/',
          display: 'standalone',
          theme_color: theme,
          background_color: background,
          icons: [
            { src: `/${icons.any192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: `/${icons.any512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: `/${icons.maskable512}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        };
        this.emitFile({
          type: 'asset',
          fileName: manifestHref[locale].slice(1),
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
      }
    },
  };
}
