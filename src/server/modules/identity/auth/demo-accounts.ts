import type { DemoAccountsResponse } from '../../../../shared/contracts/auth';

/** Lists the demo accounts for the login page while demo data is on (wired in app.ts from the seed). */
export type DemoAccounts = () => Promise<DemoAccountsResponse>;
