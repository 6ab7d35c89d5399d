import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { runtimeConfigMiddleware } from './dev-runtime-config';

function ask(env: Record<string, string | undefined>, url: string) {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    end: (text: string) => {
      body = text;
    },
  } as unknown as ServerResponse;
  const next = vi.fn();
  runtimeConfigMiddleware(env)({ url } as IncomingMessage, res, next);
  return { headers, body: body === undefined ? undefined : JSON.parse(body), next };
}

describe('the dev servers’ /runtime-config.json', () => {
  it('answers demo mode without Supabase settings, never cached', () => {
    const { headers, body, next } = ask({}, '/runtime-config.json');
    // Every page view's field vitals are reported (to a dev server, which counts none of them).
    expect(body).toEqual({ supabaseUrl: null, supabaseAnonKey: null, reportSample: 1 });
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers['cache-control']).toBe('no-cache');
    expect(next).not.toHaveBeenCalled();
  });

  it('hands out the project URL and anon key from the environment, as the reference server does', () => {
    const env = { SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_ANON_KEY: ' anon-key ' };
    expect(ask(env, '/runtime-config.json?v=1').body).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'anon-key',
      reportSample: 1,
    });
    // Half a configuration is demo mode, never a broken client.
    expect(ask({ SUPABASE_URL: 'https://abc.supabase.co' }, '/runtime-config.json').body).toEqual({
      supabaseUrl: null,
      supabaseAnonKey: null,
      reportSample: 1,
    });
  });

  it('leaves every other request to the dev server', () => {
    const { body, next } = ask({}, '/remotes.json');
    expect(body).toBeUndefined();
    expect(next).toHaveBeenCalledOnce();
  });
});
