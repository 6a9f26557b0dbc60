import type { TOverviewMapQuery, TOverviewViewQuery } from '@/domain/schemas/overview';

/** Query keys of the overview; the user-context token is part of each, since rows depend on the role. */
export const overviewKeys = {
  all: ['overview'] as const,
  page: (context: string, query: TOverviewViewQuery) => ['overview', 'page', context, query] as const,
  map: (context: string, query: TOverviewMapQuery | null) => ['overview', 'map', context, query] as const,
};
