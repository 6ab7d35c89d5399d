/**
 * What a saved page needs to come back whole: the shell's files its HTML names, and for each slice
 * region on it, that slice's release as the page's own remotes document names it (its entry, its
 * manifest, and the files its manifest lists for the page's modules). Read from the HTML with
 * patterns: a worker has no DOM parser, and these are the shell's own frames (frames-plugin.ts).
 */

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

function jsonScript(html: string, id: string): unknown {
  const text = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export interface PageNeeds {
  /** Absolute URLs of the files the HTML itself names (stylesheets, scripts, preloads). */
  files: string[];
  /** Each slice region's entry (absolute URL) and the module it shows. */
  regions: { entry: string; module: string }[];
  locale: 'en' | 'hi';
  title: string;
}

export function pageNeeds(html: string, pageUrl: string): PageNeeds {
  const absolute = (href: string) => new URL(href, pageUrl).href;
  const files = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (href && (rel === 'stylesheet' || rel === 'modulepreload')) files.add(absolute(href));
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g)) {
    const src = attribute(tag, 'src');
    if (src) files.add(absolute(src));
  }
  // The federation runtime's chunk is named apart: a page imports it when a slice first runs.
  const app = jsonScript(html, 'app-scripts') as {
    preloads?: string[];
    scripts?: string[];
    runtime?: string;
  } | null;
  for (const src of [
    ...(app?.preloads ?? []),
    ...(app?.scripts ?? []),
    ...(app?.runtime ? [app.runtime] : []),
  ]) {
    files.add(absolute(src));
  }

  const remotes = (jsonScript(html, 'remotes-document') as { remotes?: Record<string, { entry?: string }> })
    ?.remotes;
  const regions: PageNeeds['regions'] = [];
  for (const [, slice, module] of html.matchAll(/data-remote-region="([^"/]+)\/([^"]+)"/g)) {
    const entry = slice && remotes?.[slice]?.entry;
    if (entry && module) regions.push({ entry: absolute(entry), module });
  }
  const lang = /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return { files: [...files], regions, locale: lang === 'hi' ? 'hi' : 'en', title };
}

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/**
 * The files a slice's mf-manifest.json lists for one of its modules (sync and async: a region
 * hydrated later and a form's submit code too), relative to the entry. An English page leaves out
 * the slice's Hindi words, a chunk of their own (docs/decisions/073-hindi-edition.md).
 */
export function moduleFiles(manifest: unknown, entry: string, module: string, locale: 'en' | 'hi'): string[] {
  const exposes = (manifest as { exposes?: { name?: string; assets?: ManifestAssets }[] })?.exposes ?? [];
  const assets = exposes.find((expose) => expose.name === module)?.assets;
  if (!assets) return [];
  const names = [
    ...(assets.js?.sync ?? []),
    ...(assets.js?.async ?? []),
    ...(assets.css?.sync ?? []),
    ...(assets.css?.async ?? []),
  ];
  return names
    .filter((name) => locale === 'hi' || !/(?:^|\/)hindi-[\w-]{8}\.js$/.test(name))
    .map((name) => new URL(name, entry).href);
}

/**
 * The chunk a slice's entry imports first for one of its modules (`assets/<module>-HASH.js`), which
 * its manifest does not list. Not every file the entry names: it names its own copies of React too,
 * which never load where the shell shares its own.
 */
export function entryFiles(entryText: string, entry: string, module: string): string[] {
  const escaped = module.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`["'\`](?:\\./)?(assets/${escaped}-[\\w-]{8}\\.js)["'\`]`, 'g');
  return [...new Set([...entryText.matchAll(pattern)].map((m) => m[1] ?? ''))]
    .filter(Boolean)
    .map((name) => new URL(name, entry).href);
}
