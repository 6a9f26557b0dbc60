import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CompactSign } from 'jose';
import { RECEIPT_TYPE, type TReceiptAnswer, type TSignedReceipt } from '../../../domain/schemas/receipts';
import type { TViewer } from '../../../domain/visibility';
import { readableMessage } from '../../access/message-access';
import type { Db } from '../../db/client';
import { messages, weekReports } from '../../db/schema/index';
import type { ReceiptKey } from './receipt-key';

/** JSON with its object keys sorted (the same text for the same value, whatever order it was stored in). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The signed receipt of a message the viewer may read (issue 25): the case (id, number, name), the report and its
 * period (week reports), the time written on board and received, the SHA-256 of the request body the message came in
 * (its bytes as received; else of the message as stored) and of each file; signed as a compact JWS with the service's
 * receipt key.
 */
export async function signedReceipt(db: Db, viewer: TViewer, messageId: string, key: ReceiptKey, issuer: string): Promise<TReceiptAnswer> {
  const { message, acquisition } = await readableMessage(db, viewer, messageId);
  const [row] = await db
    .select({ content: messages.content, payload: messages.payload, comment: messages.comment, createdAt: messages.createdAt, capturedAt: messages.capturedAt, bodySha256: messages.bodySha256 })
    .from(messages)
    .where(eq(messages.id, messageId));
  const [report] = await db
    .select({ type: weekReports.type, doneFrom: weekReports.doneFromDate, doneTo: weekReports.doneToDate, plannedFrom: weekReports.plannedFromDate, plannedTo: weekReports.plannedToDate })
    .from(weekReports)
    .where(eq(weekReports.messageId, messageId));
  const receipt: TSignedReceipt = {
    iss: issuer,
    iat: Math.floor(Date.now() / 1000),
    messageId,
    messageType: message.messageType,
    acquisition: { id: acquisition.id, npdId: acquisition.npdId, name: acquisition.name },
    report: report ? { type: report.type, fromDate: report.doneFrom ?? report.plannedFrom, toDate: report.doneTo ?? report.plannedTo } : null,
    capturedAt: row.capturedAt?.toISOString() ?? null,
    receivedAt: row.createdAt.toISOString(),
    // The bytes the device sent, as received (a company checks its receipt against what its outbox sent); a message
    // that came another way (multipart, the demo data): the message as stored, in canonical JSON.
    contentSha256: row.bodySha256 ?? sha256(canonicalJson({ content: row.content, comment: row.comment, payload: row.payload })),
    contentHashOf: row.bodySha256 ? 'requestBody' : 'storedMessage',
    files: message.attachments.filter((file) => !file.isDeleted).map((file) => ({ id: file.id, name: file.name, size: file.size, sha256: file.sha256 })),
  };
  const jws = await new CompactSign(new TextEncoder().encode(JSON.stringify(receipt)))
    .setProtectedHeader({ alg: 'EdDSA', kid: key.publicJwk.kid, typ: RECEIPT_TYPE })
    .sign(key.privateKey);
  return { jws, receipt };
}
