import { mockServer } from '@chardham/shared/testing/server';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockSupabase } from '../testing';
import { forgetRuntimeConfig, isDemoMode, loadRuntimeConfig } from './runtime-config';

const serve = (document: object) =>
  mockServer.use(http.get('*/runtime-config.json', () => HttpResponse.json(document)));
const supabase = { supabaseUrl: mockSupabase.url, supabaseAnonKey: mockSupabase.anonKey };

beforeEach(() => forgetRuntimeConfig());

describe('loadRuntimeConfig', () => {
  it('reads the share of page views whose vitals are reported', async () => {
    serve({ ...supabase, reportSample: 0.25 });
    expect(await loadRuntimeConfig()).toEqual({ ...supabase, reportSample: 0.25 });
  });

  it('reports every page view when the server says nothing about it, or nothing it can mean', async () => {
    const samples = [];
    for (const reportSample of [undefined, null, '0.5', true, 3, -0.5, 0]) {
      forgetRuntimeConfig();
      serve({ ...supabase, reportSample });
      samples.push((await loadRuntimeConfig()).reportSample);
    }
    expect(samples).toEqual([1, 1, 1, 1, 1, 0, 0]);
  });

  it('is demo mode as before, whatever the sample', async () => {
    serve({ supabaseUrl: null, supabaseAnonKey: null, reportSample: 0.1 });
    const demo = await loadRuntimeConfig();
    expect(isDemoMode(demo)).toBe(true);
    expect(demo.reportSample).toBe(0.1);

    // Half a configuration is still no configuration.
    forgetRuntimeConfig();
    serve({ supabaseUrl: mockSupabase.url, supabaseAnonKey: ' ' });
    const half = await loadRuntimeConfig();
    expect(half).toEqual({ supabaseUrl: null, supabaseAnonKey: null, reportSample: 1 });
    expect(isDemoMode(half)).toBe(true);

    forgetRuntimeConfig();
    serve(supabase);
    expect(isDemoMode(await loadRuntimeConfig())).toBe(false);
  });
});
