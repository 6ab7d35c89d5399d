/**
 * Node-side: the dev and preview servers answer /runtime-config.json as the reference server does
 * (platform/), from the same environment variables, so a form submitted in `pnpm --filter
 * mfe-enquiry dev` (or the shell's dev server) runs demo mode or reaches Supabase instead of failing
 * on a missing document.
 */

import { runtimeConfigDocument, supabaseFromEnv } from '@chardham/shared/supabase/env';
import { runtimeConfigPath } from '@chardham/shared/supabase/runtime-config';
import type { Connect, Plugin } from 'vite';

export function runtimeConfigMiddleware(env: Record<string, string | undefined> = process.env) {
  const answer: Connect.NextHandleFunction = (req, res, next) => {
    if (req.url?.split('?')[0] !== runtimeConfigPath) return next();
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(JSON.stringify(runtimeConfigDocument(supabaseFromEnv(env))));
  };
  return answer;
}

export function devRuntimeConfig(): Plugin {
  return {
    name: 'chardham:dev-runtime-config',
    configureServer(server) {
      server.middlewares.use(runtimeConfigMiddleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(runtimeConfigMiddleware());
    },
  };
}
