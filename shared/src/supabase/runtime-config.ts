/**
 * The settings the server hands out at /runtime-config.json (platform/), so a deployment changes
 * them without a rebuild. Null Supabase settings mean demo mode (spec §7: nothing is saved).
 */
export interface RuntimeConfig {
  supabaseUrl: string | null;
  supabaseAnonKey: string | null;
  /** The share of page views whose field vitals the shell reports, 0 to 1 (docs/observability.md). */
  reportSample: number;
}

export const runtimeConfigPath = '/runtime-config.json';

let cached: Promise<RuntimeConfig> | undefined;

function parse(value: unknown): RuntimeConfig {
  const record = (value ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  const supabaseUrl = text(record.supabaseUrl);
  const supabaseAnonKey = text(record.supabaseAnonKey);
  const sample = record.reportSample;
  // A server that says nothing (or nonsense) about sampling gets every page view's vitals.
  const reportSample =
    typeof sample === 'number' && Number.isFinite(sample) ? Math.min(1, Math.max(0, sample)) : 1;
  // Half a configuration is no configuration: both or demo mode.
  return supabaseUrl && supabaseAnonKey
    ? { supabaseUrl, supabaseAnonKey, reportSample }
    : { supabaseUrl: null, supabaseAnonKey: null, reportSample };
}

/**
 * Loads the settings once per page. A document that cannot be fetched is an error, NOT demo mode:
 * demo mode reports success, and a visitor must never be told a lost enquiry arrived.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  cached ??= fetch(new URL(runtimeConfigPath, window.location.origin), {
    headers: { accept: 'application/json' },
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${runtimeConfigPath} answered ${response.status}`);
      return parse(await response.json());
    })
    .catch((error: unknown) => {
      cached = undefined; // let the next submit try again
      throw error;
    });
  return cached;
}

export const isDemoMode = (config: RuntimeConfig) => config.supabaseUrl === null;

/** Tests load a different configuration per test. */
export function forgetRuntimeConfig() {
  cached = undefined;
}
