// The published composition: `<root>/composition.json`, what every server of a fleet follows
// (fleet/follow.mjs, docs/deploy.md "A fleet"), written after every change of live or the canary,
// and signed with the publisher's key (common/signatures.mjs, decision 107).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonFile, writeJsonAtomically } from '../common/json.mjs';
import { readPrivateKey, signDocument } from '../common/signatures.mjs';
import { listReleaseFiles } from './install.mjs';
import { CANARY_FILE, COMPOSITION_DOCUMENT, liveReleases, RELEASE_FILES_DIR } from './layout.mjs';

/** How long a published document is valid when RELEASES_VALID_DAYS does not say (decision 107). */
export const VALID_DAYS = 7;

/**
 * What a published document says (its `signed` part), or null when the root has none. A root
 * published before documents were signed has the same fields unwrapped: its serial goes on.
 */
export function readPublished(root) {
  const document = readJsonFile(join(root, COMPOSITION_DOCUMENT));
  return document?.signed ?? (Number.isInteger(document?.serial) ? document : null);
}

/**
 * Throws when the root's document is signed and `env` holds no signing key: its followers follow only
 * signed documents, so an unsigned change would reach this root alone. Every command that changes a
 * root checks this before it changes anything (cli/releases.mjs), and publishing checks it again.
 */
export function requireSigningKey(root, env = process.env) {
  if (env.RELEASES_SIGNING_KEY?.trim()) return;
  if (readJsonFile(join(root, COMPOSITION_DOCUMENT))?.signatures?.length)
    throw new Error(
      `${join(root, COMPOSITION_DOCUMENT)} is signed, and its followers follow only signed documents: set RELEASES_SIGNING_KEY to the publisher's private key and run the command again`,
    );
}

/** RELEASES_VALID_DAYS: a number of days above 0 (fractions allowed), or the default. */
function validDays(env) {
  const value = env.RELEASES_VALID_DAYS?.trim();
  if (!value) return VALID_DAYS;
  const days = Number(value);
  if (!(days > 0)) throw new Error(`RELEASES_VALID_DAYS must be a number of days above 0: ${value}`);
  return days;
}

/**
 * Writes `<root>/composition.json`: the live releases and the running canary (or null), numbered
 * one above the last, with an expiry, the SHA-256 of each named release's file list, and how the
 * last canary ended (`ended`: its servers count the abort or promotion in /metrics). Signed with
 * the key in RELEASES_SIGNING_KEY; without one it is written unsigned, and no follower follows it
 * (a root whose document is signed refuses to publish without it).
 * Run after every change of live or the canary, and before the expiry (`pnpm releases publish`; the
 * fleet's judge does it at half the validity). Returns the `signed` part.
 */
export function publishComposition(root, { ended, env = process.env, now = Date.now() } = {}) {
  const canary = readJsonFile(join(root, CANARY_FILE));
  const live = liveReleases(root);
  const named = Object.entries(live);
  if (canary) named.push([canary.slice, canary.release]);
  const fileLists = {};
  for (const [slice, id] of named) {
    const list = join(root, RELEASE_FILES_DIR, slice, `${id}.json`);
    if (!existsSync(list)) listReleaseFiles(root, slice, id);
    fileLists[`${slice}/${id}`] = createHash('sha256').update(readFileSync(list)).digest('hex');
  }
  requireSigningKey(root, env);
  const key = env.RELEASES_SIGNING_KEY?.trim();
  const previous = readPublished(root);
  const { composition: _, ...followed } = canary ?? {};
  const signed = {
    _type: 'composition',
    serial: (previous?.serial ?? 0) + 1,
    published: new Date(now).toISOString(),
    expires: new Date(now + validDays(env) * 86_400_000).toISOString(),
    live,
    canary: canary ? followed : null,
    fileLists,
    ...((ended ?? previous?.ended) ? { ended: ended ?? previous.ended } : {}),
  };
  writeJsonAtomically(
    join(root, COMPOSITION_DOCUMENT),
    key ? signDocument(signed, readPrivateKey(key)) : { signed, signatures: [] },
  );
  return signed;
}
