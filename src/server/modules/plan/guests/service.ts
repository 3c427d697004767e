import type { Principal } from '../../../platform/auth/access';
import { lockScope } from '../../../platform/db/row-locks';
import { AppError, badRequest, notFound } from '../../../platform/http/errors';
import type { PlanAccessRules } from '../access';
import type { PlanDeps } from '../deps';
import { planGuestMail, planMailLanguage } from '../mails';
import { createGuestsRepo } from './repo';

export const PLAN_GUEST_DAYS = 30;
/** A person shares their plans with at most this many addresses per hour (issue 19: no mail cannon). */
export const SHARES_PER_HOUR = 10;

/** Sharing a plan with guests by e-mail: each gets a PLAN_GUEST link to read and comment. */
export function createGuestService(deps: PlanDeps, access: PlanAccessRules) {
  const repo = createGuestsRepo(deps.db);
  async function ownPlan(p: Principal, planId: number) {
    const a = await access.read({ kind: 'user', principal: p }, planId);
    if (a.role !== 'OWNER') throw notFound('The plan');
    return a.plan;
  }

  return {
    async share(p: Principal, body: { agilePlanGroupId: number; email: string }) {
      const plan = await ownPlan(p, body.agilePlanGroupId);
      if (body.email === p.email.toLowerCase()) throw badRequest('email: this is your own address.');
      const lng = await planMailLanguage(deps.people, p);
      // a colleague of the organisation is also told in the product
      const colleague = await deps.people.byEmail(body.email);
      const member = colleague ? await deps.people.membership(colleague.id, p.clientId) : null;
      await deps.db.transaction(async (tx) => {
        // one person's shares take turns, so the hourly limit holds when they arrive together
        await lockScope(tx, 'plan-share', p.userId);
        const recent = await repo.sharesSince(p.clientId, p.userId, 3600, tx);
        if (recent.count >= SHARES_PER_HOUR) {
          const retryAfter = Math.max(
            1,
            Math.ceil(((recent.oldest?.getTime() ?? Date.now()) + 3_600_000 - Date.now()) / 1000),
          );
          throw new AppError(
            429,
            `You have shared your plan ${SHARES_PER_HOUR} times in the last hour. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
            'TOO_MANY_SHARES',
            { 'retry-after': String(retryAfter) },
          );
        }
        const token = await deps.guestTokens.issue(
          {
            clientId: p.clientId,
            purpose: 'PLAN_GUEST',
            objectId: plan.id,
            email: body.email,
            ttlDays: PLAN_GUEST_DAYS,
          },
          tx,
        );
        await deps.mailer.send(
          planGuestMail({
            lng,
            clientId: p.clientId,
            to: body.email,
            ownerName: p.name,
            year: plan.year,
            link: `${deps.publicUrl}/plan-guest/${plan.id}?token=${token}`,
            ttlDays: PLAN_GUEST_DAYS,
          }),
          tx,
        );
        if (colleague && member?.active) {
          await deps.notify(tx, {
            userId: colleague.id,
            clientId: p.clientId,
            kind: 'PLAN_SHARED',
            textKey: 'planShared',
            params: { name: p.name, year: plan.year },
            // the guest link stays in the e-mail only (tokens are stored hashed, never in a notification)
            route: null,
            // a new share (a new link) is a new notification
            dedupKey: `plan-shared:${plan.id}:${token.slice(-12)}`,
            relatedId: plan.id,
            showButton: false,
            buttonText: null,
          });
        }
      });
      return this.list(p, plan.id);
    },

    async list(p: Principal, planId: number) {
      const plan = await ownPlan(p, planId);
      const rows = await repo.liveGuests(p.clientId, plan.id);
      return { items: rows.map((r) => ({ ...r, expiresAt: r.expiresAt.toISOString() })) };
    },

    async revoke(p: Principal, planId: number, guestId: number) {
      const { items } = await this.list(p, planId);
      if (!items.some((g) => g.id === guestId)) throw notFound('The guest');
      await deps.guestTokens.revoke(guestId);
      return this.list(p, planId);
    },
  };
}
export type GuestService = ReturnType<typeof createGuestService>;
