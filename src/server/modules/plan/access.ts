import type { Language } from '../../../shared/enums';
import { LANGUAGES } from '../../../shared/enums';
import type { Principal } from '../../platform/auth/access';
import type { GuestGrant } from '../../platform/auth/guest-tokens';
import { AppError, forbidden, notFound } from '../../platform/http/errors';
import type { PlanDeps } from './deps';
import type { PlanRow } from './plans/repo';

/** Who reads a plan: a signed-in person, or a plan guest through their link. */
export type PlanReader = { kind: 'user'; principal: Principal } | { kind: 'guest'; grant: GuestGrant };

export const asUser = (principal: Principal): PlanReader => ({ kind: 'user', principal });
export const asGuest = (grant: GuestGrant): PlanReader => ({ kind: 'guest', grant });
export const readerClient = (r: PlanReader) => (r.kind === 'user' ? r.principal.clientId : r.grant.clientId);

/** OWNER edits (this year), VIEWER is a manager with viewing rights, GUEST holds the plan's guest link. */
export type PlanAccess = { plan: PlanRow; role: 'OWNER' | 'VIEWER' | 'GUEST'; readOnly: boolean };

export const currentYear = () => new Date().getUTCFullYear();

export const PLAN_READ_ONLY = 'PLAN_READ_ONLY';

/** The access rules of a plan (spec 6): owner, manager with viewing rights, plan guest; anyone else gets 404. */
export function createPlanAccess(deps: PlanDeps) {
  async function read(reader: PlanReader, planId: number): Promise<PlanAccess> {
    const plan = await deps.repo.plan(readerClient(reader), planId);
    if (!plan) throw notFound('The plan');
    const pastYear = plan.year !== currentYear();
    if (reader.kind === 'guest') {
      if (reader.grant.objectId !== plan.id) throw notFound('The plan');
      return { plan, role: 'GUEST', readOnly: true };
    }
    const p = reader.principal;
    if (plan.userId === p.userId) return { plan, role: 'OWNER', readOnly: pastYear };
    if (await deps.canView(p, plan.userId, 'PLAN')) return { plan, role: 'VIEWER', readOnly: true };
    throw notFound('The plan');
  }

  return {
    read,
    /** The plan for an edit by its owner; another year's plan is read-only (409 PLAN_READ_ONLY). */
    async write(p: Principal, planId: number): Promise<PlanRow> {
      const access = await read({ kind: 'user', principal: p }, planId);
      if (access.role !== 'OWNER') throw forbidden('Only the owner of this plan may change it.');
      assertCurrentYear(access.plan);
      return access.plan;
    },
    /** Reading and commenting: any reader, but never on another year's plan. */
    async comment(reader: PlanReader, planId: number): Promise<PlanAccess> {
      const access = await read(reader, planId);
      assertCurrentYear(access.plan);
      return access;
    },
    /** The language of answers: the languageCode asked for, else the person's (a guest: the organisation's). */
    async language(reader: PlanReader, asked?: Language): Promise<Language> {
      if (asked) return asked;
      const stored =
        reader.kind === 'user'
          ? (await deps.people.byId(reader.principal.userId))?.language
          : (await deps.people.organisation(reader.grant.clientId))?.defaultLanguage;
      return LANGUAGES.find((l) => l.toLowerCase() === (stored ?? '').toLowerCase()) ?? 'en';
    },
  };
}
export type PlanAccessRules = ReturnType<typeof createPlanAccess>;

export function assertCurrentYear(plan: PlanRow) {
  if (plan.year !== currentYear()) {
    throw new AppError(
      409,
      `The ${plan.year} plan is read-only: only the plan of ${currentYear()} can be changed.`,
      PLAN_READ_ONLY,
    );
  }
}
