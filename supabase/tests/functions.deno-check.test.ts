import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { denoCheck } from './support/deno';

// Issue 27: every file of the Edge Functions is type-checked by the Deno that runs them, index.ts
// included (tsc checks the rest as the Node tests import it, but cannot read Deno.serve or npm:).
const functions = fileURLToPath(new URL('../functions/', import.meta.url));
const sources = readdirSync(functions, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.(ts|tsx|js|mjs)$/.test(file),
);

it('type-checks every file under supabase/functions with deno check', async () => {
  expect(sources).toContain('notify-outbox/index.ts');
  const { code, output } = await denoCheck([functions]);
  expect(code, output).toBe(0);
  const checked = output.split('\n').filter((line) => line.startsWith('Check '));
  for (const file of sources)
    expect(
      checked.some((line) => line.endsWith(file)),
      file,
    ).toBe(true);
}, 60_000);
