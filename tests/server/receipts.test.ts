import { compactVerify, createLocalJWKSet, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RECEIPT_TYPE, type TReceiptAnswer } from '@/domain/schemas/receipts';
import { messages } from '@/server/db/schema/index';
import { canonicalJson } from '@/server/modules/receipts/sign-receipt';
import { multipart, pdfBytes, PNG, sha256 } from './attachment-fixtures';
import { client, type Headers } from './draft-fixtures';
import { api, createTestApp, type TestApp } from './helpers';

/** Demo acquisition 3 (Troll havbunn, ongoing) of Nordkapp Energi: week reports and demo notes with files. */
const CASE = 'a6000000-0000-4000-a000-000000000003';

/**
 * Signed receipts (issue 25, item 5): GET /Messages/{id}/receipt answers a JWS signed with the service's Ed25519 key,
 * which anyone checks with the public key of GET /Receipts/keys (no sign-in): it names the case, the report and its
 * period, the times, the SHA-256 of the content and of each file. A changed receipt does not verify; another
 * company's user gets 404; another key secret makes another key.
 */
describe('signed receipts', () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let kari: Headers;
  let other: Headers;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    c = client(t);
    kari = await t.signIn('innmelder');
    other = await t.signIn('flere.roller', { organizationId: 1002, roleId: 'daq_innmelder_selskap' });
  }, 180_000);
  afterAll(() => t?.close());

  const publicKeys = async () => {
    const answer = await t.app.inject({ method: 'GET', url: api('/Receipts/keys') });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ keys: Record<string, string>[] }>();
  };

  it('signs a week report receipt naming the case, the report and its period, checked with the published key', async () => {
    const reports = (await c.call('GET', `/acquisition/${CASE}/weekReport`, kari)).json<
      { messageId: string; type: number; done: { fromDate: string; toDate: string } | null; receivedAt: string }[]
    >();
    const weekly = reports.find((report) => report.type === 10 && report.done)!;
    const answer = await c.call('GET', `/Messages/${weekly.messageId}/receipt`, kari);
    expect(answer.statusCode).toBe(200);
    const { jws, receipt } = answer.json<TReceiptAnswer>();
    const jwks = await publicKeys();
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' })]);
    const { payload, protectedHeader } = await compactVerify(jws, createLocalJWKSet(jwks as never));
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: RECEIPT_TYPE, kid: jwks.keys[0].kid });
    const signed = JSON.parse(new TextDecoder().decode(payload));
    expect(signed).toEqual(receipt);
    const acquisition = (await c.call('GET', `/Acquisitions/${CASE}`, kari)).json<{ name: string; npdId: number }>();
    expect(signed).toMatchObject({
      messageId: weekly.messageId,
      acquisition: { id: CASE, name: acquisition.name, npdId: acquisition.npdId },
      report: { type: 10, fromDate: weekly.done!.fromDate, toDate: weekly.done!.toDate },
      receivedAt: new Date(weekly.receivedAt).toISOString(),
    });
    expect(signed.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    // The same message signed again: the same content hash (the stored message, not the moment).
    const again = (await c.call('GET', `/Messages/${weekly.messageId}/receipt`, kari)).json<TReceiptAnswer>();
    expect(again.receipt.contentSha256).toBe(signed.contentSha256);

    // A receipt changed after signing (another period) does not verify.
    const [header, , signature] = jws.split('.');
    const forged = Buffer.from(JSON.stringify({ ...signed, report: { ...signed.report, toDate: '2099-01-01' } })).toString('base64url');
    await expect(compactVerify(`${header}.${forged}.${signature}`, createLocalJWKSet(jwks as never))).rejects.toThrow();
  });

  it("lists each file with the SHA-256 the service holds; another company's user gets 404, anyone without a token 401", async () => {
    const pdf = await pdfBytes('Linjelogg');
    const form = multipart([
      { name: 'MessageContent', value: 'Notat med logg fra båten' },
      { name: 'files', value: pdf, filename: 'Linjelogg.pdf', contentType: 'application/pdf' },
      { name: 'files', value: PNG, filename: 'kart.png', contentType: 'image/png' },
    ]);
    const created = await t.app.inject({ method: 'POST', url: api(`/Messages/${CASE}/note`), headers: { ...kari, ...form.headers }, payload: form.payload });
    expect(created.statusCode, created.body).toBe(201);
    const withFiles = created.json<{ messageId: string }>();
    const { receipt } = (await c.call('GET', `/Messages/${withFiles.messageId}/receipt`, kari)).json<TReceiptAnswer>();
    expect(receipt.report).toBeNull();
    expect(receipt.files.map(({ name, size, sha256: hash }) => ({ name, size, hash }))).toEqual([
      { name: 'Linjelogg.pdf', size: pdf.length, hash: sha256(pdf) },
      { name: 'kart.png', size: PNG.length, hash: sha256(PNG) },
    ]);
    expect((await c.call('GET', `/Messages/${withFiles.messageId}/receipt`, other)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: api(`/Messages/${withFiles.messageId}/receipt`) })).statusCode).toBe(401);
    expect((await c.call('GET', '/Messages/not-a-uuid/receipt', kari)).statusCode).toBe(400);
  });

  it('hashes the exact bytes the device sent (issue 25), not the message as the service re-serialises it', async () => {
    // A JSON body as a device may write it: its own key order, spaces, a line break, an escaped character.
    const sent = `{ "capturedAt": "2026-11-20T08:15:00+01:00",\n  "messageContent": "Notat om bord \\u00e6 med \\"sitat\\"" }`;
    const created = await t.app.inject({
      method: 'POST',
      url: api(`/Messages/${CASE}/note`),
      headers: { ...kari, 'content-type': 'application/json; charset=utf-8' },
      payload: sent,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { messageId } = created.json<{ messageId: string }>();
    const { receipt } = (await c.call('GET', `/Messages/${messageId}/receipt`, kari)).json<TReceiptAnswer>();
    expect(receipt.contentHashOf).toBe('requestBody');
    expect(receipt.contentSha256).toBe(sha256(Buffer.from(sent, 'utf8')));
    // Not any re-serialisation of what was stored or parsed.
    const parsed = JSON.parse(sent) as Record<string, unknown>;
    const [row] = await t.app.db.select().from(messages).where(eq(messages.id, messageId));
    for (const other of [JSON.stringify(parsed), canonicalJson(parsed), canonicalJson({ content: row!.content, comment: row!.comment, payload: row!.payload })])
      expect(receipt.contentSha256).not.toBe(sha256(Buffer.from(other, 'utf8')));
    // A message that came as a multipart form names what its hash covers: the message as stored.
    const form = multipart([{ name: 'MessageContent', value: 'Notat som skjema' }]);
    const viaForm = await t.app.inject({ method: 'POST', url: api(`/Messages/${CASE}/note`), headers: { ...kari, ...form.headers }, payload: form.payload });
    expect(viaForm.statusCode, viaForm.body).toBe(201);
    const formReceipt = (await c.call('GET', `/Messages/${viaForm.json<{ messageId: string }>().messageId}/receipt`, kari)).json<TReceiptAnswer>().receipt;
    expect(formReceipt.contentHashOf).toBe('storedMessage');
  });

  it('derives the key from the secret: the same secret the same key on every instance, another secret another key', async () => {
    const first = (await publicKeys()).keys[0].kid;
    const twin = await createTestApp('pglite');
    const stranger = await createTestApp('pglite', { receiptKeySecret: 'another receipt secret' });
    try {
      const kidOf = async (app: TestApp) => (await app.app.inject({ method: 'GET', url: api('/Receipts/keys') })).json<{ keys: { kid: string }[] }>().keys[0].kid;
      expect(await kidOf(twin)).toBe(first);
      expect(await kidOf(stranger)).not.toBe(first);
      const jws = (await c.call('GET', `/Messages/${(await c.call('GET', `/acquisition/${CASE}/weekReport`, kari)).json<{ messageId: string }[]>()[0].messageId}/receipt`, kari)).json<TReceiptAnswer>().jws;
      expect(decodeProtectedHeader(jws).kid).toBe(first);
      const strangerKeys = (await stranger.app.inject({ method: 'GET', url: api('/Receipts/keys') })).json();
      await expect(compactVerify(jws, createLocalJWKSet(strangerKeys as never))).rejects.toThrow();
    } finally {
      await twin.close();
      await stranger.close();
    }
  }, 180_000);
});
