import { createHmac, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK } from 'jose';

/** PKCS#8 DER prefix of an Ed25519 private key; the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface ReceiptKey {
  privateKey: KeyObject;
  publicJwk: { kty: string; crv: string; x: string; kid: string; alg: string; use: string };
}

const cache = new Map<string, Promise<ReceiptKey>>();

/**
 * The service's receipt signing key (Ed25519), derived from its secret (RECEIPT_KEY_SECRET, else TOKEN_SECRET) by
 * HMAC-SHA256: every instance with the same secret signs with the same key, across restarts, with no key table. The
 * public half is published (GET /Receipts/keys) under its JWK thumbprint as kid.
 */
export function receiptKeyOf(secret: string): Promise<ReceiptKey> {
  let key = cache.get(secret);
  if (!key) {
    key = (async () => {
      const seed = createHmac('sha256', secret).update('meldesystem receipt signing key v1').digest();
      const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
      const jwk = await exportJWK(createPublicKey(privateKey));
      const kid = await calculateJwkThumbprint(jwk);
      return { privateKey, publicJwk: { kty: String(jwk.kty), crv: String(jwk.crv), x: String(jwk.x), kid, alg: 'EdDSA', use: 'sig' } };
    })();
    cache.set(secret, key);
  }
  return key;
}
