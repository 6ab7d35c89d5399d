// @vitest-environment node
import { readFileSync } from 'node:fs';
import { packages } from '@chardham/shared/content/packages';
import { routeList } from '@chardham/shared/routes';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './config.mjs';
import { nginxConfig } from './nginx-config.mjs';

const routes = { patterns: routeList.map((r) => r.path), packageIds: packages.map((p) => p.id) };

describe('the nginx configuration', () => {
  it('is checked in up to date with the route table and the catalogue (docs/nginx/site.conf)', () => {
    const checkedIn = readFileSync(`${workspaceRoot}/docs/nginx/site.conf`, 'utf8');
    expect(checkedIn).toBe(nginxConfig({ routes }));
  });

  it('sends the strict CSP and the other headers, HSTS only over HTTPS', () => {
    const config = nginxConfig({ routes, supabaseUrl: 'https://abc.supabase.co' });
    expect(config).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(config).toContain("connect-src 'self' https://abc.supabase.co");
    expect(config).toContain("frame-ancestors 'none'");
    expect(config).toContain('add_header Strict-Transport-Security $chardham_hsts always;');
    expect(config).toContain('"public, max-age=31536000, immutable"');
  });
});
