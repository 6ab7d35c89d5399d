// Composed pages, kept already compressed, until one of the files they were made of changes. A page
// changes only when its frame or one of its fragments does (a deploy, a rollback), so composing and
// compressing 80-110 KB of HTML on every request was work thrown away: the server now answers a
// page at the cost of a few stat calls. Bounded by bytes, least recently used first.
import { MIN_COMPRESS_BYTES } from '@chardham/shared/ssr/compression';
import { LRUCache } from 'lru-cache';
import { currentValidator } from '../common/file-texts.mjs';
import { compress, contentEtag } from './static-files.mjs';

/** Whether a page's ingredient is as it was: a local file with the same validator. */
const unchanged = (dep) => dep.path !== undefined && currentValidator(dep.path) === dep.validator;

export class PageCache {
  #pages;
  #pending = new Map();
  /** Pages being compressed again at the highest levels, after their first answer. */
  #upgrades = new Set();

  constructor(maxBytes = 32 * 1024 * 1024) {
    this.#pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: (page) => page.bytes });
  }

  /**
   * The page under `key` (what besides its files decides its HTML: frame, origin, remotes.json,
   * query conditions): { status, etag, fragments, bodies: { identity, br?, gzip? } }, or null when `compose`
   * gives none. A page with a fragment from another origin is composed again every time (its
   * validator is that origin's ETag, known only by asking), and keeps its compressed bodies when
   * the HTML comes out the same.
   */
  async get(key, compose) {
    const cached = this.#pages.get(key);
    if (cached?.deps.every(unchanged)) return cached;
    // Visitors asking for the same page while it is being composed share that composition.
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = this.#build(key, compose, cached).finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    return pending;
  }

  /**
   * A page composed for one answer and never kept (a candidate's: any number of them must not fill
   * the cache), compressed fast like a page's first answer.
   */
  once(compose) {
    return PageCache.#make(compose, undefined);
  }

  async #build(key, compose, previous) {
    const page = await PageCache.#make(compose, previous);
    if (!page) return null;
    this.#pages.set(key, page);
    if (page.bodies.br && !page.best) this.#upgrade(key, page);
    return page;
  }

  static async #make(compose, previous) {
    const composed = await compose();
    if (!composed) return null;
    const identity = Buffer.from(composed.html);
    const etag = contentEtag(identity);
    let page;
    if (previous && previous.etag === etag && previous.status === composed.status) {
      page = { ...previous, deps: composed.deps, fragments: composed.fragments };
    } else {
      const big = identity.length >= MIN_COMPRESS_BYTES;
      const [br, gzip] = big
        ? await Promise.all([compress(identity, 'br', 'fast'), compress(identity, 'gzip', 'fast')])
        : [];
      const bodies = { identity, ...(big ? { br, gzip } : {}) };
      const bytes = Object.values(bodies).reduce((sum, body) => sum + body.length, 0);
      page = {
        status: composed.status,
        etag,
        deps: composed.deps,
        fragments: composed.fragments,
        bodies,
        bytes,
      };
    }
    return page;
  }

  /**
   * A page is answered at once with bodies compressed fast, then kept at the highest levels (brotli
   * 11, gzip 9), made once per page and deploy: the landing page then fits the 14 KB a connection's
   * first round trip carries (docs/decisions/081-first-paint-before-the-app.md).
   */
  #upgrade(key, page) {
    const upgrade = Promise.all([
      compress(page.bodies.identity, 'br'),
      compress(page.bodies.identity, 'gzip'),
    ])
      .then(([br, gzip]) => {
        // A deploy may have replaced the page meanwhile: that one gets its own.
        if (this.#pages.peek(key) !== page) return;
        page.bodies = { ...page.bodies, br, gzip };
        page.bytes = Object.values(page.bodies).reduce((sum, body) => sum + body.length, 0);
        page.best = true;
        this.#pages.set(key, page);
      })
      .catch(() => {})
      .finally(() => this.#upgrades.delete(upgrade));
    this.#upgrades.add(upgrade);
  }

  /** Resolves once every page has its best compression (for the tests and the bench). */
  async settled() {
    await Promise.all([...this.#upgrades]);
  }

  /** What the cache holds, for the bench and the tests. */
  get stats() {
    return { pages: this.#pages.size, bytes: this.#pages.calculatedSize };
  }
}
