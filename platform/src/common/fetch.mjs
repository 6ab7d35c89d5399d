// The one way the platform fetches what it did not make (a published composition, a release's
// files, a slice's origin): https only (plain http to this machine's loopback alone, for tests and a
// publisher on the same host), no redirects (a redirect could send the fetch to any origin), a
// timeout, and a body read as a stream that stops at a cap (endless data).

/** Whether `hostname` (as a URL spells it) is this machine: localhost, 127.0.0.0/8 or ::1. */
export const isLoopback = (hostname) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/** Whether the platform may fetch from `url`: https, or http to loopback. */
export const isSafeUrl = (url) =>
  url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));

/** Throws unless `url` is one the platform fetches from (`what` names it in the message). */
export function checkSafeUrl(url, what) {
  if (!isSafeUrl(url))
    throw new Error(`${what} must be an https URL (plain http only to this machine): ${url.href}`);
}

/**
 * Fetches `url` (a URL): refused before any request unless it is safe, never redirected, at most
 * 30 s. Answers other than 2xx and 304 throw.
 */
export async function fetchOk(url, init) {
  checkSafeUrl(url, 'a fetched URL');
  const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  if (response.status >= 300 && response.status < 400 && response.status !== 304)
    throw new Error(`${url.href} redirected (${response.status}); redirects are not followed`);
  if (!response.ok && response.status !== 304) throw new Error(`${url.href} answered ${response.status}`);
  return response;
}

/**
 * The body of `response` as a Buffer, read as it streams; throws as soon as it passes `cap` bytes
 * (and cancels the rest), so a source cannot fill memory or disk.
 */
export async function readCapped(response, cap, what = response.url) {
  const declared = Number(response.headers.get('content-length'));
  if (declared > cap) {
    await response.body?.cancel();
    throw new Error(`${what} is ${declared} bytes, over its ${cap}`);
  }
  const chunks = [];
  let length = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader.read()) {
    length += read.value.length;
    if (length > cap) {
      // Nothing more is read; the connection is let go without waiting for the sender.
      reader.cancel().catch(() => {});
      throw new Error(`${what} is over its ${cap} bytes`);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks, length);
}
