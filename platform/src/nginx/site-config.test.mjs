// @vitest-environment node
import { readFileSync } from 'node:fs';
import { routeList } from '@chardham/shared/routes';
import { describe, expect, it } from 'vitest';
import { sideFor } from '../canary/sides.mjs';
import { workspaceRoot } from '../config/config.mjs';
import { canaryInclude } from './canary-include.mjs';
import { originsInclude } from './origins-include.mjs';
import { documentedSite, nginxConfig } from './site-config.mjs';

const routes = { patterns: routeList.map((r) => r.path) };

describe('the nginx configuration', () => {
  it('is checked in up to date with the route table (docs/nginx/site.conf)', () => {
    const checkedIn = readFileSync(`${workspaceRoot}/docs/nginx/site.conf`, 'utf8');
    expect(checkedIn).toBe(nginxConfig({ routes, ...documentedSite }));
  });

  it('sends the strict CSP and the other headers, HSTS only over HTTPS', () => {
    const config = nginxConfig({ routes, supabaseUrl: 'https://abc.supabase.co' });
    expect(config).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(config).toContain("connect-src 'self' https://abc.supabase.co");
    expect(config).toContain("frame-ancestors 'none'");
    expect(config).toContain('add_header Strict-Transport-Security $chardham_hsts always;');
    expect(config).toContain('"public, max-age=31536000, immutable"');
  });

  it('logs one JSON line per request and per fragment, with no query, address, cookie or referrer', () => {
    const config = nginxConfig({ routes, accessLog: '/var/log/site.json' });
    expect(config).toContain('access_log /var/log/site.json chardham_json;');
    expect(config).toContain('log_subrequest on;');
    const format = /log_format chardham_json escape=json\n((?:\s+'[^']*'\n?)+);/.exec(config)?.[1] ?? '';
    const template = [...format.matchAll(/'([^']*)'/g)].map((m) => m[1]).join('');
    // Quoted variables are strings, bare ones numbers or booleans: the line is JSON either way.
    const line = JSON.parse(template.replace(/"\$\w+"/g, '"text"').replace(/\$\w+/g, '1'));
    expect(Object.keys(line)).toEqual([
      'level',
      'time',
      'service',
      'reqId',
      'method',
      'path',
      'status',
      'bytes',
      'ms',
      'fragment',
      'slice',
      'release',
      'part',
      'page',
      'side',
      'canary',
      'canaryId',
      'weighed',
      'msg',
    ]);
    expect(config).not.toMatch(/\$(remote_addr|http_cookie|cookie_|http_referer|args|arg_|query_string)\b/);
    // The one cookie read is the canary's side, which picks a composition and is never written.
    expect([...new Set(config.match(/\$cookie_\w+/g))]).toEqual(['$cookie_chardham_release']);
    // The line names the visitor's side (live or canary, for the canary's counts), never the cookie.
    expect(format).not.toMatch(/cookie/);
    // The path's one source besides $uri is the request line, cut before its query.
    expect(config.match(/\$request_uri/g)).toHaveLength(1);
    expect(config).toMatch(
      /map "\$uri\?\$request_uri" \$chardham_log_path \{[^}]*\(\?<chardham_asked>\[\^\?\]\*\)/,
    );
    // A fragment's line is worked out for itself, not taken from the page's cached variables.
    const maps = config.match(/map [^{]+\$chardham_log_\w+ \{[^}]*\}/g) ?? [];
    expect(maps).toHaveLength(8);
    for (const map of maps) expect(map).toContain('volatile;');
  });

  it('answers every request with its X-Request-Id', () => {
    const config = nginxConfig({ routes });
    const headerSets = config.match(/add_header Content-Security-Policy /g)?.length ?? 0;
    expect(headerSets).toBeGreaterThan(4);
    expect(config.match(/add_header X-Request-Id \$request_id always;/g)).toHaveLength(headerSets);
  });

  it('names the release on the line of a missing fragment, and leaves its region to the stub', () => {
    const config = nginxConfig({ routes, liveRoot: '/srv/live' });
    expect(config).toContain('try_files $uri @chardham_no_info;');
    expect(config).toMatch(
      /location @chardham_no_info \{[^}]*root \$chardham_composition\/info;[^}]*return 404 \$chardham_no_body;/,
    );
    expect(config).toMatch(/map \$chardham_side \$chardham_composition \{[^}]*default \/srv\/live;/);
  });

  it('sends reports to the collector only when there is one; never serves /metrics; answers /healthz', () => {
    const location = (config, path) => new RegExp(`location = ${path} \\{[^}]*\\}`).exec(config)?.[0] ?? '';
    const collected = location(nginxConfig({ routes, collector: 'http://127.0.0.1:8081' }), '/report');
    expect(collected).toContain('proxy_pass http://127.0.0.1:8081;');
    expect(collected).toContain('client_max_body_size 16k;');
    expect(collected).toContain('proxy_set_header X-Request-Id $request_id;');
    expect(collected).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    const config = nginxConfig({ routes });
    expect(location(config, '/report')).toMatch(/access_log off;\s+return 204;/);
    expect(config).not.toMatch(/proxy_pass http:\/\/127/);
    expect(location(config, '/metrics')).toContain('return 404;');
    expect(location(config, '/healthz')).toContain('return 200 "ok\\n";');
  });
});

/**
 * nginx's `map` as nginx works it out, enough for the canary's maps: exact keys first, then the
 * regular expressions in order (their named captures become variables), else the default; a later
 * map of a variable replaces an earlier one. `given` are the request's own variables.
 */
function mapsOf(text) {
  const maps = {};
  for (const [, source, name, body] of text.matchAll(/^map ("[^"]*"|\S+) \$(\w+) \{([^}]*)\}/gm)) {
    // Statements end at a `;` outside quotes; `volatile;` has one token, an entry two.
    const entries = [];
    let tokens = [];
    for (const [, quoted, bare, end] of body.matchAll(/"((?:[^"\\]|\\.)*)"|([^\s";]+)|(;)/g)) {
      if (!end) {
        tokens.push(quoted ?? bare);
        continue;
      }
      if (tokens.length === 2) entries.push(tokens);
      tokens = [];
    }
    maps[name] = { source: source.replace(/^"|"$/g, ''), entries };
  }
  return (given) => {
    const known = { ...given };
    const value = (name) => {
      if (name in known) return known[name];
      const map = maps[name];
      if (!map) throw new Error(`$${name} is neither a map nor given`);
      const input = fill(map.source);
      const exact = map.entries.find(([key]) => !key.startsWith('~') && key === input);
      let result = exact?.[1];
      for (const [key, then] of result === undefined ? map.entries : []) {
        if (!key.startsWith('~')) continue;
        const match = new RegExp(key.replace(/^~\*?/, ''), key.startsWith('~*') ? 'i' : '').exec(input);
        if (!match) continue;
        Object.assign(known, match.groups);
        result = then;
        break;
      }
      known[name] = fill(result ?? map.entries.find(([key]) => key === 'default')?.[1] ?? '');
      return known[name];
    };
    const fill = (template) => template.replace(/\$(\w+)/g, (_, name) => value(name));
    return value;
  };
}

describe('a canary on nginx', () => {
  const canary = {
    id: '1700000000000-3',
    slice: 'info',
    release: 'v2',
    percent: 30,
    composition: 'compositions/1700000000000-3',
    started: '2026-11-26T09:00:00.000Z',
  };
  const config = nginxConfig({ routes, liveRoot: '/srv/chardham/live' });
  const include = 'include /srv/chardham/canary.nginx.con[f];';
  /** The configuration as nginx reads it with the release manager's include for `running` (or none). */
  const withInclude = (running) => config.replace(include, canaryInclude(running));

  it('reads the running canary from the include the release manager writes, and needs none to start', () => {
    expect(config).toContain(include);
    const written = canaryInclude(canary);
    expect(written).toContain('map "" $chardham_canary { default "1700000000000-3"; }');
    expect(written).toContain(
      'map "" $chardham_canary_composition { default "compositions/1700000000000-3"; }',
    );
    expect(written).toMatch(
      /split_clients "\$request_id" \$chardham_canary_draw \{\s+30% canary;\s+\* live;\s+\}/,
    );
    expect(canaryInclude({ ...canary, percent: 12.5 })).toContain('12.5% canary;');
    // split_clients reads 0% as "everyone left": a share too small to write is its smallest.
    expect(canaryInclude({ ...canary, percent: 0.001 })).toContain('0.01% canary;');
    expect(canaryInclude(null)).toContain('map "" $chardham_canary { default ""; }');
    // Nothing from canary.json reaches nginx's syntax unchecked.
    expect(() => canaryInclude({ ...canary, id: '1"; } server { listen 80' })).toThrow();
    expect(() => canaryInclude({ ...canary, percent: 0 })).toThrow();
    // Nor into its comments: a newline there would start a directive (issue 41).
    expect(() => canaryInclude({ ...canary, slice: 'info\nserver { listen 80; }' })).toThrow();
    expect(() => canaryInclude({ ...canary, release: 'v2\ninclude /etc/passwd;' })).toThrow();
    expect(() => canaryInclude({ ...canary, started: '2026\nlisten 81;' })).toThrow();
  });

  it("answers a page, every include and the remotes document from the one composition of the visitor's side", () => {
    for (const slice of ['marketing', 'packages', 'enquiry', 'info']) {
      expect(config).toMatch(
        new RegExp(`location /_slice/${slice}/ \\{[^}]*alias \\$chardham_composition/${slice}/;`),
      );
    }
    expect(config).toMatch(/location = \/remotes\.json \{[^}]*alias \$chardham_composition\/remotes\.json;/);
    expect(config).not.toMatch(/(alias|root) \/srv\/chardham\/live/);
    expect(config).toMatch(
      /map \$chardham_side \$chardham_composition \{\s+canary \/srv\/chardham\/\$chardham_canary_composition;\s+default \/srv\/chardham\/live;/,
    );
    // An include works out nothing again: it reads the side its page worked out.
    const sideMaps = config.match(
      /map [^{]+\$chardham_(?:canary\w*|bot|kept_side|new_visitor|side\w*|composition|cookie_secure|page_\w+) \{[^}]*\}/g,
    );
    expect(sideMaps?.length).toBeGreaterThanOrEqual(11);
    for (const map of sideMaps ?? []) expect(map).not.toContain('volatile');
    for (const location of ['/frames/', '= /remotes.json']) {
      const block = new RegExp(`location ${location} \\{[^}]*\\}`).exec(config)?.[0] ?? '';
      expect(block).toContain('add_header Cache-Control $chardham_page_cache_control always;');
      expect(block).toContain('add_header Set-Cookie $chardham_side_cookie always;');
      expect(block).toContain('add_header Vary $chardham_page_vary always;');
    }
  });

  it("picks each visitor's side, cookie, caching and weight as the reference server does (canary/sides.mjs)", () => {
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0';
    const cases = [
      {},
      { cookie: `${canary.id}.canary` },
      { cookie: `${canary.id}.live`, fetchSite: 'same-origin' },
      { cookie: '1600000000000-1.canary' },
      { cookie: '1600000000000-1.live', fetchSite: 'same-origin' },
      { cookie: 'any.canary', agent: 'Mozilla/5.0 HeadlessChrome/131.0' },
      { cookie: 'any.live' },
      { cookie: 'any.sideways' },
      { fetchSite: 'same-origin' },
      { fetchSite: 'cross-site' },
      { https: true },
      ...[
        'Googlebot/2.1',
        'WhatsApp/2.23',
        'facebookexternalhit/1.1',
        'curl/8.5.0',
        'HeadlessChrome/131',
      ].map((agent) => ({ agent })),
    ];
    const nginx = mapsOf(withInclude(canary));
    for (const { cookie, agent = browser, fetchSite = 'none', https = false } of cases) {
      for (const draw of ['live', 'canary']) {
        const value = nginx({
          cookie_chardham_release: cookie ?? '',
          http_user_agent: agent,
          http_sec_fetch_site: fetchSite,
          scheme: 'http',
          http_x_forwarded_proto: https ? 'https' : '',
          chardham_canary_draw: draw,
          chardham_package: '',
        });
        const headers = {
          'user-agent': agent,
          'sec-fetch-site': fetchSite,
          ...(cookie ? { cookie: `lang=hi; chardham_release=${cookie}` } : {}),
        };
        const expected = sideFor({ headers }, canary, {
          https,
          random: () => (draw === 'canary' ? 0 : 99.99),
        });
        const label = JSON.stringify({ cookie, agent, fetchSite, https, draw });
        expect(value('chardham_side'), label).toBe(expected.side);
        // Weighed in the canary's counts as the reference server weighs it: drawn visitors only.
        expect(value('chardham_weighed'), label).toBe(String(expected.weighed));
        expect(value('chardham_side_cookie'), label).toBe(expected.setCookie ?? '');
        expect(value('chardham_composition'), label).toBe(
          expected.side === 'canary' ? `/srv/chardham/${canary.composition}` : '/srv/chardham/live',
        );
        expect(value('chardham_page_cache_control'), label).toBe(
          expected.side === 'canary' || expected.setCookie ? 'private, no-store' : 'no-cache',
        );
        expect(value('chardham_page_vary'), label).toBe('Cookie');
      }
    }
  });

  it('weighs no package page while the packages release is on another origin: a made-up id is not a failure', () => {
    const weighed = (drawn, pkg, origin) =>
      mapsOf(config)({ chardham_drawn: drawn, chardham_package: pkg, chardham_origin_packages: origin })(
        'chardham_weighed',
      );
    const origin = 'https://packages.cdn.example/releases/packages/o1/';
    expect(weighed('true', 'no-such-yatra', origin)).toBe('false');
    expect(weighed('true', 'kedarnath-yatra', '')).toBe('true');
    expect(weighed('true', '', origin)).toBe('true');
    expect(weighed('false', '', '')).toBe('false');
  });

  it('gives everyone live, with no cookie and no Vary on it, when no canary runs', () => {
    for (const text of [config, withInclude(null)]) {
      for (const cookie of ['', `${canary.id}.canary`, 'any.canary']) {
        const value = mapsOf(text)({
          cookie_chardham_release: cookie,
          http_user_agent: 'Mozilla/5.0',
          http_sec_fetch_site: 'none',
          scheme: 'https',
          http_x_forwarded_proto: '',
          chardham_canary_draw: 'canary',
        });
        expect(value('chardham_side'), cookie).toBe('live');
        expect(value('chardham_composition')).toBe('/srv/chardham/live');
        expect(value('chardham_side_cookie')).toBe('');
        expect(value('chardham_page_cache_control')).toBe('no-cache');
        expect(value('chardham_page_vary')).toBe('');
      }
    }
  });
});

describe("nginx's origins include", () => {
  const remotes = (entry) => ({ remotes: { packages: { entry } } });
  it('names an https origin, or plain http on this machine, as the reference server allows', () => {
    expect(
      originsInclude(remotes('https://cdn.example/releases/packages/o1/remoteEntry.js'), null),
    ).toContain('default "https://cdn.example/releases/packages/o1/";');
    expect(
      originsInclude(remotes('http://127.0.0.1:8081/releases/packages/o1/remoteEntry.js'), null),
    ).toContain('default "http://127.0.0.1:8081/releases/packages/o1/";');
  });

  it('refuses a plain-http origin on another machine, for live and for the canary', () => {
    const plain = remotes('http://cdn.example/releases/packages/o1/remoteEntry.js');
    expect(() => originsInclude(plain, null)).toThrow(
      'Not an origin nginx can be told of for packages: http://cdn.example/releases/packages/o1/',
    );
    expect(() => originsInclude(remotes('/releases/packages/v1/remoteEntry.js'), plain)).toThrow(
      /Not an origin/,
    );
  });
});
