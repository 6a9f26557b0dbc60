import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { infoCall, systemNotificationCall } from '@/domain/schemas/system';
import { gdprCheckCall, userProfileCall } from '@/domain/schemas/user-profile';
import { urlOf } from '@/web/api/client';
import { FIRST_CALL_PATHS, rememberedOverviewCall, rememberOverviewCall } from '@/web/api/first-calls';
import { memoryStorage } from './memory-storage';

describe('the calls a signed-in load starts from the entry (api/first-calls.ts)', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('are the same URLs the app asks for first, so the client takes their answers', () => {
    const app = [gdprCheckCall, userProfileCall, systemNotificationCall, infoCall].map((c) => urlOf(c));
    expect(FIRST_CALL_PATHS.map((p) => `/DataAcquisition-service${p}`)).toEqual(app);
  });

  it("remembers the overview's first call per user context only", () => {
    expect(rememberedOverviewCall('ctx-1')).toBeUndefined();
    rememberOverviewCall('ctx-1', '/DataAcquisition-service/Overview/view?Page=2');
    expect(rememberedOverviewCall('ctx-1')).toBe('/DataAcquisition-service/Overview/view?Page=2');
    expect(rememberedOverviewCall('ctx-2')).toBeUndefined();
    sessionStorage.setItem('meldesystem.overviewCall', '{not json');
    expect(rememberedOverviewCall('ctx-1')).toBeUndefined();
  });
});
