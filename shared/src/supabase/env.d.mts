export interface SupabaseSettings {
  url: string;
  anonKey: string;
}

export function supabaseFromEnv(env?: Record<string, string | undefined>): SupabaseSettings | null;

export function runtimeConfigDocument(
  supabase: SupabaseSettings | null,
  reportSample?: number,
): { supabaseUrl: string | null; supabaseAnonKey: string | null; reportSample: number };
