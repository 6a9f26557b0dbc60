import { z } from 'zod';
import { defineCall } from '../contract';
import { ZIdParams } from './reference-common';

/**
 * Signed receipts (issue 25, item 5): what the service holds of one message a device sent, signed by the service's
 * receipt key (a JWS, EdDSA/Ed25519) that anyone can check with the published public key (GET /Receipts/keys).
 * It names the case, the report and its period, when it was written on board and when received, the SHA-256 of the
 * request body as received (else the message as stored) and of each file.
 */
export const RECEIPT_TYPE = 'meldesystem-receipt+jws';

export const ZReceiptReport = z.object({
  /** Week report type: Regular 10, Startup 20, Finish 30. */
  type: z.number().int(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
});

export const ZSignedReceipt = z.object({
  /** The service that signed it (its public address). */
  iss: z.string(),
  /** Seconds since 1970 when it was signed. */
  iat: z.number().int(),
  messageId: z.uuid(),
  messageType: z.number().int(),
  acquisition: z.object({ id: z.uuid(), npdId: z.number().int(), name: z.string() }),
  /** Week reports: the type and the period the report covers (done, else planned). */
  report: ZReceiptReport.nullable(),
  /** Written on board (the device's time), when it differs from receipt; else null. */
  capturedAt: z.string().nullable(),
  receivedAt: z.string(),
  /**
   * SHA-256 (hex) of the request body the message came in, its bytes exactly as the service received them (a device
   * hashes the JSON text it sent and compares); for a message that came another way (a multipart form, the demo data),
   * of the message as stored: its text and its structured content (canonical JSON). contentHashOf says which.
   */
  contentSha256: z.string(),
  /** What contentSha256 covers; absent in receipts signed before it was named (the stored message). */
  contentHashOf: z.enum(['requestBody', 'storedMessage']).optional(),
  files: z.array(z.object({ id: z.uuid(), name: z.string(), size: z.number().int(), sha256: z.string() })),
});
export type TSignedReceipt = z.infer<typeof ZSignedReceipt>;

export const ZReceiptAnswer = z.object({
  /** Compact JWS of the receipt (header: alg EdDSA, kid, typ RECEIPT_TYPE). */
  jws: z.string(),
  receipt: ZSignedReceipt,
});
export type TReceiptAnswer = z.infer<typeof ZReceiptAnswer>;

export const ZReceiptKeys = z.object({
  keys: z.array(z.object({ kty: z.string(), crv: z.string(), x: z.string(), kid: z.string(), alg: z.string(), use: z.string() })),
});

/** GET /Messages/{id}/receipt: the signed receipt of a message the caller may read. */
export const getReceiptCall = defineCall({
  method: 'GET',
  path: '/Messages/{id}/receipt',
  params: ZIdParams,
  response: ZReceiptAnswer,
  auth: 'context',
  summary: 'Signed receipt (JWS) of a message the service received',
});

/** GET /Receipts/keys: the public keys receipts are signed with (JWKS); public, so anyone can check a receipt. */
export const receiptKeysCall = defineCall({
  method: 'GET',
  path: '/Receipts/keys',
  response: ZReceiptKeys,
  auth: 'public',
  summary: 'Public keys of signed receipts (JWKS)',
});
