// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createViewTokens, VIEW_TOKEN_SECONDS } from './view-tokens.mjs';

describe('page-view tokens', () => {
  it('carry the page view, its side, the canary and the release, signed by this server only', () => {
    const tokens = createViewTokens({ secret: 'one' });
    const { token } = tokens.issue({ canary: 'c1', side: 'canary', release: 'v2' });
    expect(tokens.verify(token)).toMatchObject({ c: 'c1', s: 'canary', r: 'v2' });
    expect(createViewTokens({ secret: 'two' }).verify(token)).toBeNull();
    // The claims rewritten (another side) under the same signature.
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, s: 'live' })).toString('base64url');
    expect(tokens.verify(`${forged}.${signature}`)).toBeNull();
    for (const junk of [undefined, '', 'a', 'a.b', 'a.b.c', token.repeat(10)])
      expect(tokens.verify(junk)).toBeNull();
  });

  it('expire, and each page view fails a slice once', () => {
    let now = 1_000_000_000;
    const tokens = createViewTokens({ secret: 's', now: () => now });
    const { view: v, token } = tokens.issue({ canary: 'c1', side: 'live', release: 'v1' });
    expect(tokens.verify(token)?.v).toBe(v);
    expect(tokens.spend(v, 'info')).toBe(true);
    expect(tokens.spend(v, 'info')).toBe(false);
    expect(tokens.spend(v, 'packages')).toBe(true);
    // A token names its client by a signed key, never by the address itself, and its server.
    const issued = tokens.issue({ canary: 'c1', side: 'live', release: 'v1', client: '203.0.113.7' });
    const claims = tokens.verify(issued.token);
    expect(claims).toMatchObject({ a: issued.client, h: tokens.server });
    expect(issued.token).not.toContain(Buffer.from('203.0.113.7').toString('base64url'));
    expect(JSON.stringify(claims)).not.toContain('203.0.113.7');
    now += VIEW_TOKEN_SECONDS * 1000 + 1;
    expect(tokens.verify(token)).toBeNull();
  });
});
