/** Query keys of the console; every change refreshes all of `all`. */
export const consoleKeys = {
  all: ['console'] as const,
  users: (search: string) => ['console', 'users', search] as const,
  settings: ['console', 'settings'] as const,
  analytics: ['console', 'analytics'] as const,
  audit: ['console', 'audit'] as const,
  licence: ['console', 'licence'] as const,
  organisations: ['console', 'organisations'] as const,
};
