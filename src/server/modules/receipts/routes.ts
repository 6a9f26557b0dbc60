import type { FastifyInstance } from 'fastify';
import { getReceiptCall, receiptKeysCall } from '../../../domain/schemas/receipts';
import { viewerOf } from '../../access/viewer';
import { registerCall } from '../../http/register-call';
import { receiptKeyOf } from './receipt-key';
import { signedReceipt } from './sign-receipt';

/** GET /Messages/{id}/receipt (a signed receipt) and GET /Receipts/keys (the public key to check it with). */
export function registerReceipts(app: FastifyInstance): void {
  const secret = () => app.config.receiptKeySecret ?? app.config.tokenSecret;
  registerCall(app, receiptKeysCall, async () => ({ keys: [(await receiptKeyOf(secret())).publicJwk] }));
  registerCall(app, getReceiptCall, async ({ params, request }) =>
    signedReceipt(app.db, viewerOf(request), params.id, await receiptKeyOf(secret()), app.config.publicUrl),
  );
}
