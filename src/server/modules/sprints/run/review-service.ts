import type { SprintSummary } from '../../../../shared/contracts/sprint-board';
import { moveSprint, type SprintMove, type SprintState } from '../../../../shared/domain/sprint-status';
import { addDays, localDateOf, localToUtc, reviewPhase } from '../../../../shared/domain/sprint-time';
import {
  FINAL_REVIEW_CHOICES,
  type SprintOutcomeStatus,
  type SprintStatus,
} from '../../../../shared/sprint-enums';
import type { Principal } from '../../../platform/auth/access';
import type { Db } from '../../../platform/db/client';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { KeptBody } from '../../../platform/http/kept-body';
import { recipientLanguage } from '../../../platform/i18n/recipient-language';
import type { SprintsDeps } from '../deps';
import { createDashboardRepo } from './dashboard-repo';
import { sprintShareMail } from './mails';
import { portfolioOf } from './portfolio';
import type { SprintBundle, SprintRow, SprintRunRepo } from './repo';
import { enqueueReviewOpens } from './review-opens';
import type { SprintGuard } from './sprint-guard';
import { buildSummary, scheduleOf, spliceSummary } from './summary';
import { keptHead } from './summary-head-kept';

const NO_SPRINT = KeptBody.of('{"data":null}');
const KEPT_BODIES = 500;

const REFUSALS = {
  'not-in-progress': 'This sprint is not in progress.',
  'review-not-due': 'The final review opens on the last day of the sprint.',
  'review-closed': 'The final review closed a week after the sprint ended.',
  'not-started-yet': 'This sprint has not started.',
  'too-late': 'A sprint can be stopped early only before its last day; take the final review instead.',
} as const;

const CHOICE_MOVES: Record<number, SprintMove> = {
  [FINAL_REVIEW_CHOICES.EXTEND]: 'extend',
  [FINAL_REVIEW_CHOICES.CANCEL]: 'cancel',
  [FINAL_REVIEW_CHOICES.PORTFOLIO]: 'saveToPortfolio',
  [FINAL_REVIEW_CHOICES.INCOMPLETE]: 'saveToIncomplete',
};
const MOVE_TARGETS: Partial<Record<SprintMove, SprintStatus>> = {
  saveToPortfolio: 'PORTFOLIO',
  saveToIncomplete: 'INCOMPLETE',
  cancel: 'STOPPED',
  stopEarly: 'PORTFOLIO',
};

/**
 * The dashboard overview, the final review and the end states (spec sprints-teams 4), the portfolio and sharing.
 * The review's choices are open from the last day until a week after the end (the time rules); a sprint left
 * without a review closes on its own when it is next read after that (FINISHED).
 */
export function createReviewService(deps: SprintsDeps, repo: SprintRunRepo, guard: SprintGuard) {
  const { db, clock } = deps;
  const dashboard = createDashboardRepo(db);
  const stateOf = (s: SprintRow): SprintState => ({
    status: s.status as SprintStatus,
    outcomeStatus: s.outcomeStatus as SprintOutcomeStatus | null,
    extendedWeeks: s.extendedWeeks,
  });
  const phaseOf = (s: SprintRow) => {
    const schedule = scheduleOf(s);
    return schedule ? reviewPhase(clock.now(), schedule) : 'before-last-day';
  };

  /** applies a move in the caller's transaction; an end state already reached answers as it is (acting GETs) */
  async function apply(
    p: Principal,
    sprintId: number,
    move: SprintMove,
    tx: Db,
    review?: { choice: number; reflection: string | null; learnings: string | null },
  ) {
    const s = await guard.own(p, sprintId, tx);
    const target = MOVE_TARGETS[move];
    if (target && s.status === target && !review) return;
    const result = moveSprint(stateOf(s), move, phaseOf(s));
    if (!result.ok) throw conflict(REFUSALS[result.reason], result.reason.toUpperCase().replace(/-/g, '_'));
    const now = clock.now();
    const ended = result.state.status !== 'IN_PROGRESS';
    await repo.updateSprint(
      p.clientId,
      s.id,
      {
        status: result.state.status,
        outcomeStatus: result.state.outcomeStatus,
        extendedWeeks: result.state.extendedWeeks,
        // the window's end moves with an extension (decision 0068)
        ...(move === 'extend' && s.startDate
          ? {
              endsAt: localToUtc(
                addDays(s.startDate, (s.durationWeeks + result.state.extendedWeeks) * 7),
                '00:00',
                s.timezone,
              ),
            }
          : {}),
        ...(ended ? { finishedAt: now } : {}),
        ...(move === 'stopEarly' || move === 'cancel' ? { stoppedAt: now } : {}),
      },
      tx,
    );
    if (move === 'extend' && s.startDate)
      // the review opens again on the new last day
      await enqueueReviewOpens(
        deps.jobs,
        s,
        addDays(s.startDate, (s.durationWeeks + result.state.extendedWeeks) * 7 - 1),
        tx,
      );
    await repo.insertReview(
      {
        sprintId: s.id,
        clientId: p.clientId,
        choice:
          review?.choice ??
          Number(
            Object.entries(CHOICE_MOVES).find(([, m]) => m === move)?.[0] ?? FINAL_REVIEW_CHOICES.PORTFOLIO,
          ),
        outcomeStatus: ended ? result.state.outcomeStatus : null,
        reflection: review?.reflection ?? null,
        learnings: review?.learnings ?? null,
        createdBy: p.userId,
      },
      tx,
    );
    if (result.state.status === 'PORTFOLIO')
      await deps.certification.sprintSaved(tx, {
        clientId: p.clientId,
        userId: s.userId,
        sprintId: s.id,
        name: p.name,
      });
  }

  /** the dashboard of a bundle read in one round trip (the owner's only: anyone else gets 404) */
  async function summaryFrom(p: Principal, read: SprintBundle | null): Promise<SprintSummary> {
    const s = read?.sprint;
    if (!read || !s || s.userId !== p.userId || s.sprintType !== 'USER_SPRINT') throw notFound('The sprint');
    let bundle = read;
    if (s.status === 'IN_PROGRESS' && phaseOf(s) === 'review-closed') {
      // no review within the week after the end: the sprint closes as it stands
      await db.transaction((tx) => apply(p, s.id, 'close', tx));
      bundle = (await repo.bundle(p.clientId, s.id))!;
    }
    return buildSummary(bundle, clock.now());
  }
  const summaryOf = async (p: Principal, sprintId: number) =>
    summaryFrom(p, await repo.bundle(p.clientId, sprintId));

  const act = (move: SprintMove) => async (p: Principal, sprintId: number) => {
    await db.transaction((tx) => apply(p, sprintId, move, tx));
    return summaryOf(p, sprintId);
  };

  /** the dashboard's answer per sprint, with the head and parts it was spliced from */
  const bodies = new Map<number, { fields: string; parts: string; body: KeptBody }>();

  return {
    /** applies an end-state move in the caller's transaction (team sprints reuse it, issue 13) */
    applyMove: apply,
    summaryOf,
    /**
     * The caller's sprint in progress as the dashboard's answer in JSON text, `{ "data": summary | null }`
     * (decision 0062): what the sprint holds is spliced in as PostgreSQL wrote it. A sprint whose review window
     * has closed is closed first and answered as `summaryOf` builds it.
     */
    async currentText(p: Principal): Promise<KeptBody> {
      const row = await dashboard.active(p.clientId, p.userId);
      if (!row) return NO_SPRINT;
      // the head's review phase is phaseOf's: kept per sprint until the time changes a field (decision 0062)
      const { head, fields } = keptHead(row.sprint, row.checkIns, row.crewFacts, clock.now());
      if (head.reviewPhase === 'review-closed')
        return KeptBody.of(
          JSON.stringify({ data: await summaryFrom(p, await repo.bundle(p.clientId, row.sprint.id)) }),
        );
      // the same kept head and parts make the same answer: its bytes and compressed forms are kept with them
      const known = bodies.get(row.sprint.id);
      if (known?.fields === fields && known.parts === row.parts) return known.body;
      const body = KeptBody.of(spliceSummary(fields, row.parts));
      if (bodies.size >= KEPT_BODIES) bodies.clear();
      bodies.set(row.sprint.id, { fields, parts: row.parts, body });
      return body;
    },
    extend: act('extend'),
    cancel: act('cancel'),
    saveToPortfolio: act('saveToPortfolio'),
    saveToIncomplete: act('saveToIncomplete'),
    stopEarly: act('stopEarly'),
    async review(
      p: Principal,
      body: { sprintId: number; choice: number; reflection: string | null; learnings: string | null },
    ) {
      const move = CHOICE_MOVES[body.choice];
      if (!move) throw badRequest('choice: must be 1 (extend), 2 (cancel), 3 (portfolio) or 4 (incomplete)');
      await db.transaction((tx) => apply(p, body.sprintId, move, tx, body));
      return summaryOf(p, body.sprintId);
    },

    // ---------- stakeholders and action details ----------
    async addStakeholder(p: Principal, body: { sprintId: number; name: string; email: string }) {
      return db.transaction(async (tx) => {
        const s = await guard.writable(p, body.sprintId, tx);
        const existing = await repo.stakeholderByEmail(s.id, body.email, tx);
        if (existing) return existing;
        return repo.insertStakeholder(
          { sprintId: s.id, clientId: p.clientId, name: body.name, email: body.email },
          tx,
        );
      });
    },
    async stakeholder(p: Principal, id: number) {
      const row = await repo.stakeholder(p.clientId, id);
      if (!row) throw notFound('The stakeholder');
      await guard.own(p, row.sprintId).catch(() => {
        throw notFound('The stakeholder');
      });
      return row;
    },
    async setActionStatus(p: Principal, actionId: number, status: 'OPEN' | 'FINISHED') {
      return db.transaction(async (tx) => {
        const item = await repo.item(p.clientId, actionId, tx);
        if (item?.kind !== 'ACTION') throw notFound('The action');
        await guard.own(p, item.sprintId, tx).catch(() => {
          throw notFound('The action');
        });
        await guard.writable(p, item.sprintId, tx);
        if (item.status !== status)
          await repo.updateItem(
            item.id,
            { status, finishedAt: status === 'FINISHED' ? clock.now() : null },
            tx,
          );
        return { id: item.id, status };
      });
    },

    // ---------- the portfolio ----------
    async portfolio(p: Principal, year?: number) {
      return portfolioOf(repo, p.clientId, p.userId, year);
    },

    // ---------- sharing ----------
    async share(p: Principal, body: { sprintId: number; email: string; name?: string; message?: string }) {
      const summary = await summaryOf(p, body.sprintId);
      const owner = (await deps.people.peopleByIds([p.userId])).get(p.userId);
      const lng = recipientLanguage({ inviter: owner?.language });
      const now = clock.now();
      await deps.mailer.send(
        sprintShareMail({
          lng,
          clientId: p.clientId,
          to: body.email,
          name: body.name ?? body.email,
          ownerName: p.name,
          sprint: summary,
          today: localDateOf(now, summary.timezone),
          message: body.message ?? null,
        }),
      );
      return { sent: true as const, sharedAt: now.toISOString() };
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
