import { baseURL, CANDIDATE_COOKIE, candidate, candidateCookie } from './target';

/**
 * A run with CANDIDATE must test the candidate: if the deployment ignores the override (candidates
 * off there, or an origin it does not allow), the run stops here instead of passing on the live
 * release.
 */
export default async function globalSetup() {
  if (!candidate) return;
  const response = await fetch(`${baseURL}/remotes.json`, {
    headers: { cookie: `${CANDIDATE_COOKIE}=${candidateCookie}` },
  });
  const remotes = ((await response.json()) as { remotes: Record<string, { entry: string }> }).remotes;
  for (const part of candidate.split(',')) {
    const [slice, ...rest] = part.split('=');
    const entry = rest.join('=');
    if (remotes[slice?.trim() ?? '']?.entry !== entry.trim()) {
      throw new Error(
        `${baseURL} ignored CANDIDATE ${part}: the deployment needs CANDIDATES=on and the CANDIDATES_SECRET given here, and the entry must be on its site or an origin in its REMOTE_ORIGINS`,
      );
    }
  }
}
