// @vitest-environment node
import { readFileSync } from 'node:fs';
import { packages } from '@chardham/shared/content/packages';
import { routeList } from '@chardham/shared/routes';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './config.mjs';
import { documentedSite, nginxConfig } from './nginx-config.mjs';

const routes = { patterns: routeList.map((r) => r.path), packageIds: packages.map((p) => p.id) };

describe('the nginx configuration', () => {
  it('is checked in up to date with the route table and the catalogue (docs/nginx/site.conf)', () => {
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
      'msg',
    ]);
    expect(config).not.toMatch(/\$(remote_addr|http_cookie|cookie_|http_referer|args|arg_|query_string)\b/);
    // The path's one source besides $uri is the request line, cut before its query.
    expect(config.match(/\$request_uri/g)).toHaveLength(1);
    expect(config).toMatch(
      /map "\$uri\?\$request_uri" \$chardham_log_path \{[^}]*\(\?<chardham_asked>\[\^\?\]\*\)/,
    );
    // A fragment's line is worked out for itself, not taken from the page's cached variables.
    const maps = config.match(/map [^{]+\$chardham_log_\w+ \{[^}]*\}/g) ?? [];
    expect(maps).toHaveLength(7);
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
      /location @chardham_no_info \{[^}]*root \/srv\/live\/info;[^}]*return 404 \$chardham_no_body;/,
    );
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
