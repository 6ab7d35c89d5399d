// Ed25519 signatures over JSON documents, as The Update Framework signs its metadata
// (theupdateframework/specification, "Document formats"): `{ signed, signatures: [{ keyid, sig }] }`,
// the signature over the canonical form of `signed` (keys sorted, no spaces), so a static host, a
// bucket or a CDN serves a document and its signature as one file. The publisher signs with the
// private key (`openssl genpkey -algorithm ed25519`); every follower verifies with the public one.
import { createHash, createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The canonical JSON text of a value: object keys sorted, no whitespace. */
export function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** A key's id: the SHA-256 of its public key (SubjectPublicKeyInfo, DER), in hex. */
export function keyId(key) {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex');
}

function ed25519(setting, file, read) {
  let key;
  try {
    key = read(readFileSync(file));
  } catch (error) {
    throw new Error(
      `${setting} must name a PEM file of an Ed25519 key (${file}: ${error.code ?? error.message})`,
    );
  }
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error(`${setting} must name an Ed25519 key; ${file} holds a ${key.asymmetricKeyType} key`);
  return key;
}

/** The private key in the PEM file `file` (`setting` names where the path came from, for its error). */
export const readPrivateKey = (file, setting = 'RELEASES_SIGNING_KEY') =>
  ed25519(setting, file, (pem) => createPrivateKey(pem));

/** The public key in the PEM file `file` (a private key's file gives its public half). */
export const readPublicKey = (file, setting = 'RELEASES_PUBLIC_KEY') =>
  ed25519(setting, file, (pem) => createPublicKey(pem));

/** `signed` with its signature by `privateKey`, as one document. */
export function signDocument(signed, privateKey) {
  const sig = sign(null, Buffer.from(canonicalJson(signed)), privateKey).toString('base64');
  return { signed, signatures: [{ keyid: keyId(privateKey), sig }] };
}

/**
 * The `signed` part of `document` when `publicKey` signed it: { signed } or { problem } in words.
 * A document signed by other keys, unsigned, or changed after signing is refused.
 */
export function verifyDocument(document, publicKey) {
  if (!document?.signed || typeof document.signed !== 'object' || !Array.isArray(document.signatures))
    return { problem: 'it is not a signed document' };
  const id = keyId(publicKey);
  const mine = document.signatures.filter((s) => s?.keyid === id && typeof s.sig === 'string');
  if (!mine.length)
    return { problem: `it is not signed by the key this server trusts (${id.slice(0, 12)}…)` };
  const bytes = Buffer.from(canonicalJson(document.signed));
  if (!mine.some((s) => verify(null, bytes, publicKey, Buffer.from(s.sig, 'base64'))))
    return { problem: 'its signature does not match its content (changed after signing)' };
  return { signed: document.signed };
}
