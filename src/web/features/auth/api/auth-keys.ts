/** Query keys of the auth feature; the user-context token is part of every key that depends on the chosen role. */
export const authKeys = {
  all: ['auth'] as const,
  config: () => ['auth', 'config'] as const,
  options: () => ['auth', 'userContextOptions'] as const,
  gdpr: () => ['auth', 'gdprCheck'] as const,
  profile: (contextToken: string) => ['auth', 'profile', contextToken] as const,
  contactInfo: (contextToken: string) => ['auth', 'contactInfoCheck', contextToken] as const,
};
