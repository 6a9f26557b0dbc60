import { compactVerify, createLocalJWKSet } from 'jose';
import { API_BASE } from '@/domain/contract';
import { getReceiptCall, receiptKeysCall, ZSignedReceipt, type TSignedReceipt } from '@/domain/schemas/receipts';
import { ApiError, callApi } from '../api/client';
import { db, type OutboxReceipt } from './db';
import { guardStorage } from './storage-error';

/**
 * Asks the service for the signed receipt of an item it received (issue 25) and keeps it with the device's receipt:
 * the JWS and what it says. Best effort: with no answer the receipt stays unsigned and is asked again later
 * (fetchMissingSignedReceipts, when the device health dialog opens).
 */
export async function fetchSignedReceipt(key: string, messageId: string): Promise<'signed' | 'refused' | 'offline'> {
  try {
    const { jws, receipt } = await callApi(getReceiptCall, { params: { id: messageId } });
    await guardStorage(() => db.receipts.update(key, { signed: { jws, receipt } }));
    return 'signed';
  } catch (error) {
    // An answer (the item is no message, e.g. a status change): nothing to sign. No answer: try again later.
    return error instanceof ApiError ? 'refused' : 'offline';
  }
}

/** The received receipts of this device with a message id and no signed receipt yet: asked for now. */
export async function fetchMissingSignedReceipts(receipts: readonly OutboxReceipt[]): Promise<void> {
  for (const receipt of receipts) {
    if (receipt.state !== 'received' || !receipt.messageId || receipt.signed) continue;
    if ((await fetchSignedReceipt(receipt.key, receipt.messageId)) === 'offline') return;
  }
}

export type VerifyOutcome = { valid: true; receipt: TSignedReceipt } | { valid: false; signatureValid?: boolean };

/**
 * Checks a signed receipt against the service's published key (GET /Receipts/keys) with jose: valid only when the
 * signature holds, the signed text is the receipt the device shows and, when the receipt hashes the request body and
 * the device kept the hash of the JSON text it sent (sentSha256), the two are the same (issue 25): the service
 * confirms the very bytes this device's outbox sent. A good signature over other content: signatureValid.
 */
export async function verifySignedReceipt(jws: string, shown: TSignedReceipt, sentSha256?: string): Promise<VerifyOutcome> {
  const keys = await callApi(receiptKeysCall, {});
  try {
    const { payload } = await compactVerify(jws, createLocalJWKSet(keys as never), { algorithms: ['EdDSA'] });
    const parsed = ZSignedReceipt.safeParse(JSON.parse(new TextDecoder().decode(payload)));
    if (!parsed.success || JSON.stringify(parsed.data) !== JSON.stringify(shown)) return { valid: false };
    if (sentSha256 && parsed.data.contentHashOf === 'requestBody' && parsed.data.contentSha256 !== sentSha256)
      return { valid: false, signatureValid: true };
    return { valid: true, receipt: parsed.data };
  } catch {
    return { valid: false };
  }
}

/** The signed receipt as a file to keep: the JWS, what it says and where the public key is published. */
export function receiptDocument(signed: { jws: string; receipt: TSignedReceipt }): Blob {
  const document = {
    receipt: signed.receipt,
    jws: signed.jws,
    publicKeys: `${signed.receipt.iss}${API_BASE}${receiptKeysCall.path}`,
  };
  return new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
}
