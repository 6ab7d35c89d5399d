import type { RuntimeConfig } from './runtime-config';

export interface SupabaseSettings {
  url: string;
  anonKey: string;
}

export function supabaseFromEnv(env?: Record<string, string | undefined>): SupabaseSettings | null;

export function runtimeConfigDocument(supabase: SupabaseSettings | null): RuntimeConfig;
