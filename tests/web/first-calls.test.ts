import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { infoCall, systemNotificationCall } from '@/domain/schemas/system';
import { gdprCheckCall, userProfileCall } from '@/domain/schemas/user-profile';
import { urlOf } from '@/web/api/client';
import { TIMELINE_PAGE_SIZE } from '@/domain/case-dialogue/timeline-cursor';
import { allowedActionsCall, getAcquisitionCall } from '@/domain/schemas/acquisition';
import { timeWithPartiesCall } from '@/domain/schemas/case-dialogue';
import { timelineCall } from '@/domain/schemas/messages';
import { getDraftCall } from '@/domain/schemas/draft';
import { API_BASE } from '@/domain/api-base';
import {
  EARLY_TIMELINE_PAGE_SIZE,
  FIRST_CALL_PATHS,
  fieldPageFirstCalls,
  rememberedOverviewCall,
  rememberOverviewCall,
} from '@/web/api/first-calls';
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

describe("the acquisition page's first calls, started by the entry on a deep link (issue 27)", () => {
  const id = 'a6000000-0000-4000-a000-000000000003';
  const base = [
    `/Acquisitions/${id}`,
    `/Acquisitions/${id}/timeWithParties`,
    `/Acquisitions/${id}/allowedActions`,
  ];

  it('its header, time with parties and allowed actions on every tab; the first page of messages on the timeline', () => {
    expect(fieldPageFirstCalls(`/${id}/timeline`)).toEqual([
      ...base,
      `/Acquisitions/${id}/timeline?limit=50`,
    ]);
    expect(fieldPageFirstCalls(`/${id}/timeline/drawer/note`)).toEqual([
      ...base,
      `/Acquisitions/${id}/timeline?limit=50`,
    ]);
    expect(fieldPageFirstCalls(`/${id}/details`)).toEqual(base);
    expect(EARLY_TIMELINE_PAGE_SIZE).toBe(TIMELINE_PAGE_SIZE);
  });

  it('are the URLs the API client builds for these calls, so it takes their answers', () => {
    const params = { params: { id } };
    const app = [
      urlOf(getAcquisitionCall, params),
      urlOf(timeWithPartiesCall, params),
      urlOf(allowedActionsCall, params),
      urlOf(timelineCall, { ...params, query: { limit: TIMELINE_PAGE_SIZE } }),
    ];
    expect(fieldPageFirstCalls(`/${id}/timeline`).map((p) => `${API_BASE}${p}`)).toEqual(app);
  });

  it('the acquisition on the week reports’ list and forms', () => {
    for (const path of [`/${id}/weekReports`, `/${id}/weekReports/`, `/${id}/weekReports/add`, `/${id}/weekReports/finish`])
      expect(fieldPageFirstCalls(path).map((p) => `${API_BASE}${p}`)).toEqual([urlOf(getAcquisitionCall, { params: { id } })]);
  });

  it('the draft in the wizard', () => {
    for (const path of [`/${id}/create/area`, `/${id}/create/summary`])
      expect(fieldPageFirstCalls(path).map((p) => `${API_BASE}${p}`)).toEqual([urlOf(getDraftCall, { params: { id } })]);
  });

  it('none on other pages: the overview, the confirmation, the app’s own paths', () => {
    for (const path of [
      '/',
      `/${id}`,
      `/${id}/created`,
      '/sok',
      '/admin/users',
    ])
      expect(fieldPageFirstCalls(path)).toEqual([]);
  });
});
