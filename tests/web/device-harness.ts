import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { db } from '@/web/offline/db';
import { stopReplayTimer } from '@/web/offline/replay';
import { createTestApp, type TestApp } from '../server/helpers';
import { bridgeFetch, storeSession } from './offline-bridge';

export interface DeviceHarness {
  /** The real service (PGlite), one for the file or describe block. */
  readonly test: TestApp;
  /** The device's connection to it (see bridgeFetch). */
  readonly net: ReturnType<typeof bridgeFetch>;
}

/**
 * The web app's offline code against the real service: registers the hooks of one test app for the enclosing file
 * or describe block and, before each test, a fresh device signed in as `user` (session stored, fetch bridged to the
 * app, outbox and local drafts emptied). With `user` null the block signs in itself.
 */
export function deviceAgainstService(user: string | null = 'innmelder'): DeviceHarness {
  let test: TestApp | undefined;
  let net: ReturnType<typeof bridgeFetch> | undefined;
  beforeAll(async () => {
    test = await createTestApp('pglite');
  });
  afterAll(async () => {
    stopReplayTimer();
    vi.unstubAllGlobals();
    await test?.close();
  });
  if (user !== null)
    beforeEach(async () => {
      storeSession(await test!.signIn(user));
      net = bridgeFetch(test!.app);
      await Promise.all([db.outbox.clear(), db.drafts.clear(), db.receipts.clear(), db.formDrafts.clear()]);
    });
  return {
    get test() {
      if (!test) throw new Error('The test app starts in beforeAll');
      return test;
    },
    get net() {
      if (!net) throw new Error('The device is set up in beforeEach');
      return net;
    },
  };
}
