import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// sign-in.ts keeps its state in the module: each test loads it afresh. Starting a sign-in asks the service for the
// provider's settings (GET Auth/config) first, so a call of fetch is the sign-in starting.
describe('a sign-out under way holds back the sign-in redirect', () => {
  const fetch = vi.fn(() => new Promise<Response>(() => undefined));
  beforeEach(() => {
    vi.resetModules();
    fetch.mockClear();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', { location: { origin: 'http://localhost', pathname: '/', search: '', hash: '', assign: vi.fn() } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts a sign-in when asked and no sign-out has begun', async () => {
    const { requestSignIn } = await import('@/web/features/auth/sign-in');
    requestSignIn();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
  });

  it('starts none once a sign-out has begun (the gate re-rendering after the session is forgotten)', async () => {
    const { holdSignInForSignOut, requestSignIn } = await import('@/web/features/auth/sign-in');
    holdSignInForSignOut();
    requestSignIn();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });
});
