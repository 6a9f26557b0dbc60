/**
 * Query keys of the acquisition page. The user-context token is part of every key: what a viewer sees (timeline,
 * flag, indicators, allowed actions) depends on the role and party.
 */
export const acquisitionKeys = {
  all: ['acquisition'] as const,
  one: (context: string, id: string) => ['acquisition', context, id] as const,
  acquisition: (context: string, id: string) => ['acquisition', context, id, 'acquisition'] as const,
  allowedActions: (context: string, id: string) => ['acquisition', context, id, 'allowedActions'] as const,
  timeline: (context: string, id: string) => ['acquisition', context, id, 'timeline'] as const,
  flag: (context: string, id: string) => ['acquisition', context, id, 'flag'] as const,
  section: (context: string, id: string, section: string) =>
    ['acquisition', context, id, 'section', section] as const,
  licences: (context: string, id: string, kind: string) => ['acquisition', context, id, 'licences', kind] as const,
};
