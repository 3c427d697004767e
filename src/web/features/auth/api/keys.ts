/** Query keys of the auth feature. */
export const authKeys = {
  demoAccounts: ['auth', 'demo-accounts'] as const,
  providers: ['auth', 'providers'] as const,
  orgMembers: ['user', 'org-members'] as const,
};
