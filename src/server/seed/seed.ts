import type { StrideContext } from '../app';
import { hashPassword, setPasswordMail } from '../modules/identity';
import { withStartupLock } from '../platform/db/migrate';
import { DEMO_ORGS, DEMO_PASSWORD, DEMO_PEOPLE, termEnd } from './demo-data';
import { type DemoIds, MODULE_SEEDS } from './module-seeds';

/**
 * Seeds the demo organisations on an empty database. Answers false when data already exists. Runs under the
 * start-up lock that migrations take, so of several instances starting together exactly one seeds and the
 * others find the data (decision 0024).
 */
export function seedDemoData(ctx: StrideContext): Promise<boolean> {
  return withStartupLock(ctx.database, () => seedIfEmpty(ctx));
}

async function seedIfEmpty(ctx: StrideContext): Promise<boolean> {
  const { repo } = ctx.identity;
  if ((await repo.clientCount()) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const db = ctx.database.db;
  const orgIds = new Map<string, number>();
  const userIds = new Map<string, number>();

  await db.transaction(async (tx) => {
    for (const org of DEMO_ORGS) {
      const custom = org.custom360 ? { customModelEnabled: true, customModelName: org.custom360 } : {};
      orgIds.set(org.key, (await repo.createClient(org.name, tx, custom)).id);
    }
    for (const person of DEMO_PEOPLE) {
      const user = await repo.createUser(
        {
          email: person.email,
          fullName: person.fullName,
          designation: person.designation ?? null,
          passwordHash: person.invited ? null : passwordHash,
          status: person.invited ? 'INVITED' : 'ACTIVE',
        },
        tx,
      );
      userIds.set(person.email, user.id);
      for (const m of person.memberships) {
        const clientId = orgIds.get(m.org)!;
        await repo.addMembership({ clientId, userId: user.id, roles: m.roles }, tx);
        if (m.consented) await repo.recordConsent(user.id, clientId, 'demo', tx);
        for (const tag of person.tags ?? []) await repo.addTag(clientId, user.id, tag, tx);
      }
    }
    for (const org of DEMO_ORGS) {
      await ctx.licensing.service.setSubscription(
        {
          clientId: orgIds.get(org.key)!,
          planCode: org.plan,
          status: org.status,
          currentTermEnd: termEnd(org.termEndDays),
          buyerUserId: org.buyer ? userIds.get(org.buyer)! : null,
          seatCount: org.seatCount ?? null,
        },
        tx,
      );
    }
    // the pending person's invitation is waiting in the demo mailbox
    const pending = DEMO_PEOPLE.find((p) => p.invited)!;
    const demoId = orgIds.get('demo')!;
    const token = await ctx.guestTokens.issue(
      {
        clientId: demoId,
        purpose: 'SET_PASSWORD',
        objectId: userIds.get(pending.email)!,
        email: pending.email,
        ttlDays: 30,
      },
      tx,
    );
    await ctx.mailer.send(
      setPasswordMail({
        lng: 'en',
        clientId: demoId,
        to: pending.email,
        name: pending.fullName,
        orgName: 'Demo Co',
        link: `${ctx.config.publicUrl}/guest/set-password?token=${token}`,
        ttlDays: 30,
      }),
      tx,
    );
  });

  const ids: DemoIds = {
    org: (key) => required(orgIds.get(key), `demo organisation ${key}`),
    user: (email) => required(userIds.get(email), `demo person ${email}`),
  };
  for (const step of MODULE_SEEDS) await step(ctx, ids);
  return true;
}

function required(id: number | undefined, what: string): number {
  if (id === undefined) throw new Error(`${what} is not in the demo data`);
  return id;
}
