import type { DemoAccountsResponse } from '../../shared/contracts/auth';
import type { AppConfig } from '../config';
import type { IdentityModule } from '../modules/identity';
import { DEMO_ORGS, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-data';

/** The demo accounts for the login page, only while demo data is on and the demo organisation exists. */
export async function demoAccountsFor(
  config: AppConfig,
  repo: IdentityModule['api']['repo'],
): Promise<DemoAccountsResponse> {
  if (!config.demoData) return { enabled: false, accounts: [] };
  const admin = await repo.userByEmail(DEMO_PEOPLE[0].email);
  if (!admin) return { enabled: false, accounts: [] };
  return {
    enabled: true,
    password: DEMO_PASSWORD,
    accounts: DEMO_PEOPLE.filter((p) => !p.invited).map((p) => ({
      email: p.email,
      roles: [...new Set(p.memberships.flatMap((m) => m.roles))],
      organisations: p.memberships.map((m) => DEMO_ORGS.find((o) => o.key === m.org)!.name),
    })),
  };
}
