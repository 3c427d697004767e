import type { z } from 'zod';
import type {
  extendBody,
  nominateBody,
  Report360,
  Review360,
  selfBody,
  startBody,
  TeamAggregate360,
} from '../../../shared/contracts/leader360';
import { resolveEntitlement } from '../../../shared/domain/entitlements';
import type { RaterGroup } from '../../../shared/domain/leader360-anonymity';
import { score360 } from '../../../shared/domain/leader360-scoring';
import { CAPABILITY_CODES, type Language } from '../../../shared/enums';
import type { Principal } from '../../platform/auth/access';
import type { CanView } from '../../platform/auth/can-view';
import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, forbidden, notFound } from '../../platform/http/errors';
import { recipientLanguage } from '../../platform/i18n/recipient-language';
import type { Mailer } from '../../platform/mail/outbox';
import { type LicensingService, tierFeatures } from '../licensing';
import type { Closing } from './closing';
import type { GlaRanking, Leader360People } from './deps';
import { ALL_ITEM_CODES, itemsOf, questionnaireOf } from './items';
import { raterMail } from './mails';
import type { Leader360Repo, RaterRow, ReviewRow } from './repo';
import { buildReport } from './report';
import {
  assertOpen,
  checkAnswers,
  checkNominations,
  enoughAnswers,
  isClosed,
  MAX_WINDOW_DAYS,
  progressOf,
  RATER_LINK_DAYS,
  REMIND_EVERY_MS,
  statusOf,
  WINDOW_DAYS,
} from './review-rules';

const DAY = 86_400_000;

export interface Leader360Deps {
  db: Db;
  repo: Leader360Repo;
  clock: Clock;
  licensing: LicensingService;
  people: Leader360People;
  guestTokens: GuestTokenService;
  mailer: Mailer;
  publicUrl: string;
  gla: GlaRanking;
  closing: Closing;
  /** viewing rights (the teams module's answer): whom a person shared their 360 or GLA with */
  canView: CanView;
}

/** closed 360s' reports kept in memory (by 360 and language), oldest dropped first */
const REPORTS_KEPT = 500;

/** The signed-in person's Leader 360: start, self-rating, raters, progress, reminders, closing, the report. */
export function createLeader360Service(deps: Leader360Deps) {
  const { repo, clock, people } = deps;
  /**
   * A closed 360 never changes (no answer, rater or window change is accepted once it is closed), so its report
   * is built once per language; every read still checks the person owns it (a wiped 360 is 404 before the cache
   * is asked) and reads the GLA side by side fresh (a newer GLA shows at once).
   */
  const reports = new Map<string, Report360>();

  async function entitlement(clientId: number) {
    const features = tierFeatures((await deps.licensing.summary(clientId)).planCode);
    const on = resolveEntitlement(features, 'gl360').on || resolveEntitlement(features, 'gl360-freemium').on;
    if (!on)
      throw new AppError(403, "The Leader 360 is not part of your organisation's plan.", 'L360_NOT_IN_PLAN');
    const limit = resolveEntitlement(features, 'gl360-rater-limit');
    return { raterLimit: limit.unlimited ? Number.MAX_SAFE_INTEGER : (limit.limit ?? 0) };
  }

  /**
   * The window ended: the 360 closes at its end. The close job does it on time (closing.ts); a read before the
   * job has run closes it the same way (idempotent), so the platform clock alone decides.
   */
  async function closeIfDue(row: ReviewRow): Promise<ReviewRow> {
    if (row.closedAt || clock.now() < row.windowEndsAt) return row;
    await deps.closing.closeDue(row.id);
    return { ...row, closedAt: row.windowEndsAt };
  }
  /** inside a change's transaction: a 360 past its window counts as closed (the change is then refused) */
  const dueClosed = (row: ReviewRow): ReviewRow =>
    row.closedAt || clock.now() < row.windowEndsAt ? row : { ...row, closedAt: row.windowEndsAt };

  /** What a new Custom 360 asks: the organisation's setting (on, named, with questions), copied at the start. */
  async function customAsked(clientId: number) {
    const org = await people.organisation(clientId);
    if (!org?.customModelEnabled) throw notFound('Custom 360');
    const def = await repo.definition(clientId);
    const ownItems = def?.ownItems ?? [];
    const itemCodes = [...(def?.itemCodes ?? []), ...ownItems.map((i) => i.code)];
    if (itemCodes.length === 0) {
      throw conflict(
        'Your organisation has not chosen the questions of its Custom 360 yet.',
        'L360_CUSTOM_EMPTY',
      );
    }
    return { title: org.customModelName || null, itemCodes, ownItems };
  }

  /**
   * The one rule of who reads a closed 360's report: its owner, or a manager the owner shared their 360 with
   * (the '360' viewing right, held while the owner is in a team the viewer manages). Anyone else: 404.
   */
  async function readable(p: Principal, row: ReviewRow | null): Promise<ReviewRow> {
    if (!row || row.clientId !== p.clientId) throw notFound('The 360');
    if (row.userId !== p.userId && !(await deps.canView(p, row.userId, '360'))) throw notFound('The 360');
    return closeIfDue(row);
  }

  async function reportOf(p: Principal, row: ReviewRow, language: Language) {
    const id = row.id;
    if (!isClosed(row)) throw conflict('The report is ready once the 360 has closed.', 'L360_NOT_CLOSED');
    const key = `${id}:${language}`;
    const cached = reports.get(key);
    // the GLA beside it is the owner's, shown to another reader only when the GLA is shared with them too
    const glaShown = row.userId === p.userId || (await deps.canView(p, row.userId, 'GLA'));
    const [raters, gla] = await Promise.all([
      cached ? null : repo.raters(id),
      glaShown ? deps.gla(row.userId, p.clientId, language) : null,
    ]);
    const report = cached ?? buildReport(row, raters!, language, null);
    if (!cached) {
      if (reports.size >= REPORTS_KEPT) reports.delete(reports.keys().next().value!);
      reports.set(key, report);
    }
    return { ...report, gla };
  }

  async function own(p: Principal, id: number) {
    const row = await repo.own(id, p.clientId, p.userId);
    if (!row) throw notFound('The 360');
    return closeIfDue(row);
  }

  function view(row: ReviewRow, raters: RaterRow[]): Review360 {
    const canRemindAt =
      row.lastRemindedAt && !row.closedAt ? new Date(row.lastRemindedAt.getTime() + REMIND_EVERY_MS) : null;
    return {
      id: row.id,
      custom: row.custom,
      title: row.title,
      language: row.language,
      status: statusOf(row),
      startedAt: row.startedAt.toISOString(),
      windowEndsAt: row.windowEndsAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
      selfSubmitted: row.selfSubmittedAt !== null,
      selfAnswers: row.selfAnswers,
      selfComments: row.selfComments,
      progress: progressOf(raters),
      enoughAnswers: enoughAnswers(raters),
      canRemindAt: canRemindAt && canRemindAt > clock.now() ? canRemindAt.toISOString() : null,
    };
  }

  async function inviteMail(
    kind: 'invite' | 'remind',
    review: ReviewRow,
    rater: RaterRow,
    personName: string,
    tx: Db,
  ) {
    const token = await deps.guestTokens.issue(
      {
        clientId: review.clientId,
        purpose: 'LEADER_360_RATER',
        objectId: rater.id,
        email: rater.email,
        ttlDays: RATER_LINK_DAYS,
        replaceExisting: true,
      },
      tx,
    );
    await deps.mailer.send(
      raterMail({
        kind,
        lng: recipientLanguage({ person: rater.language }),
        clientId: review.clientId,
        to: rater.email,
        name: rater.name,
        personName,
        manager: rater.grp === 'MANAGER',
        link: `${deps.publicUrl}/leader-360/rate?token=${encodeURIComponent(token)}`,
        until: review.windowEndsAt,
      }),
      tx,
    );
  }

  return {
    async current(p: Principal, custom: boolean) {
      const row = await repo.latest(p.clientId, p.userId, custom);
      if (!row) return { review: null };
      const fresh = await closeIfDue(row);
      return { review: view(fresh, await repo.raters(fresh.id)) };
    },

    /** Starts a 360, or answers the one that is still open. */
    async start(p: Principal, body: z.infer<typeof startBody>) {
      await entitlement(p.clientId);
      const asked = body.custom
        ? await customAsked(p.clientId)
        : { title: null, itemCodes: ALL_ITEM_CODES, ownItems: [] };
      const latest = await repo.latest(p.clientId, p.userId, body.custom);
      if (latest && !(await closeIfDue(latest)).closedAt) {
        return view(latest, await repo.raters(latest.id));
      }
      const now = clock.now();
      const row = await deps.db.transaction(async (tx) => {
        const inserted = await repo.insert(
          {
            clientId: p.clientId,
            userId: p.userId,
            custom: body.custom,
            ...asked,
            language: body.languageCode,
            startedAt: now,
            windowEndsAt: new Date(now.getTime() + WINDOW_DAYS * DAY),
          },
          tx,
        );
        await deps.closing.schedule(inserted, tx);
        return inserted;
      });
      return view(row, []);
    },

    async questions(p: Principal, id: number, language: Language) {
      const row = await own(p, id);
      return questionnaireOf(row, language);
    },

    async saveSelf(p: Principal, id: number, body: z.infer<typeof selfBody>) {
      return deps.db.transaction(async (tx) => {
        const row = await repo.own(id, p.clientId, p.userId, tx);
        if (!row) throw notFound('The 360');
        assertOpen(dueClosed(row));
        const answers = { ...row.selfAnswers, ...body.answers };
        checkAnswers(row, answers, body.submit);
        await repo.update(
          id,
          {
            selfAnswers: answers,
            selfComments: { ...row.selfComments, ...body.comments },
            ...(body.submit && !row.selfSubmittedAt ? { selfSubmittedAt: clock.now() } : {}),
          },
          tx,
        );
        const updated = (await repo.byId(id, tx))!;
        return view(updated, await repo.raters(id, tx));
      });
    },

    async nominate(p: Principal, id: number, body: z.infer<typeof nominateBody>) {
      const { raterLimit } = await entitlement(p.clientId);
      const person = await people.byId(p.userId);
      if (!person) throw notFound('The user');
      return deps.db.transaction(async (tx) => {
        const row = await repo.own(id, p.clientId, p.userId, tx);
        if (!row) throw notFound('The 360');
        assertOpen(dueClosed(row));
        if (!row.selfSubmittedAt) {
          throw conflict('Finish your self-rating before you invite raters.', 'L360_SELF_FIRST');
        }
        const existing = await repo.raters(id, tx);
        checkNominations(existing, body.raters, person.email, raterLimit);
        const now = clock.now();
        const inserted = await repo.insertRaters(
          body.raters.map((r) => ({
            reviewId: id,
            clientId: p.clientId,
            grp: r.group,
            email: r.email.toLowerCase(),
            name: r.name,
            language: r.languageCode ?? row.language,
            invitedAt: now,
          })),
          tx,
        );
        for (const rater of inserted) await inviteMail('invite', row, rater, person.fullName, tx);
        return { invited: inserted.length, progress: progressOf([...existing, ...inserted]) };
      });
    },

    /** Reminds the raters who have not answered yet (a new link each; at most once a day). */
    async remind(p: Principal, id: number) {
      const person = await people.byId(p.userId);
      if (!person) throw notFound('The user');
      return deps.db.transaction(async (tx) => {
        const row = await repo.own(id, p.clientId, p.userId, tx);
        if (!row) throw notFound('The 360');
        assertOpen(dueClosed(row));
        const now = clock.now();
        if (row.lastRemindedAt && now.getTime() - row.lastRemindedAt.getTime() < REMIND_EVERY_MS) {
          const at = new Date(row.lastRemindedAt.getTime() + REMIND_EVERY_MS).toISOString();
          throw new AppError(429, `You can send the next reminder from ${at}.`, 'L360_REMIND_TOO_SOON');
        }
        const pending = (await repo.raters(id, tx)).filter(
          (r) => r.status === 'INVITED' || r.status === 'STARTED',
        );
        if (pending.length === 0)
          throw conflict('Every rater has answered or declined.', 'L360_NOTHING_TO_REMIND');
        for (const rater of pending) await inviteMail('remind', row, rater, person.fullName, tx);
        await repo.update(id, { lastRemindedAt: now }, tx);
        return {
          reminded: pending.length,
          canRemindAt: new Date(now.getTime() + REMIND_EVERY_MS).toISOString(),
        };
      });
    },

    async extend(p: Principal, id: number, body: z.infer<typeof extendBody>) {
      return deps.db.transaction(async (tx) => {
        const row = await repo.own(id, p.clientId, p.userId, tx);
        if (!row) throw notFound('The 360');
        assertOpen(dueClosed(row));
        const ends = new Date(row.windowEndsAt.getTime() + body.days * DAY);
        if (ends.getTime() - row.startedAt.getTime() > MAX_WINDOW_DAYS * DAY) {
          throw new AppError(
            422,
            `days: a 360 stays open ${MAX_WINDOW_DAYS} days at most`,
            'L360_WINDOW_TOO_LONG',
          );
        }
        await repo.update(id, { windowEndsAt: ends }, tx);
        await deps.closing.schedule({ id, windowEndsAt: ends }, tx);
        return view({ ...row, windowEndsAt: ends }, await repo.raters(id, tx));
      });
    },

    /** Closes the 360 before its window ends; it needs enough answers for the report. */
    async close(p: Principal, id: number) {
      const result = await deps.db.transaction(async (tx) => {
        const row = await repo.own(id, p.clientId, p.userId, tx);
        if (!row) throw notFound('The 360');
        assertOpen(dueClosed(row));
        const raters = await repo.raters(id, tx);
        if (!enoughAnswers(raters)) {
          throw conflict(
            'At least 3 raters need to answer before the 360 can close.',
            'L360_NOT_ENOUGH_ANSWERS',
          );
        }
        const closedAt = clock.now();
        await repo.update(id, { closedAt }, tx);
        return view({ ...row, closedAt }, raters);
      });
      await people.forgetUser(p.userId);
      return result;
    },

    /**
     * The data export: each of the person's 360s with their own answers, how many were asked and answered per
     * group, and, once closed, the report exactly as the anonymity rule lets the person read it. Nobody who rated
     * is named: raters' names, e-mails and single answers never leave this module.
     */
    async personalData(userId: number, clientId: number, language: Language) {
      const out = [];
      for (const stored of await repo.ofUser(clientId, userId)) {
        const row = await closeIfDue(stored);
        const raters = await repo.raters(row.id);
        const report = isClosed(row)
          ? { ...buildReport(row, raters, language, null), gla: await deps.gla(userId, clientId, language) }
          : null;
        out.push({ ...view(row, raters), report });
      }
      return { reviews: out };
    },

    async report(p: Principal, id: number, language: Language) {
      return reportOf(p, await readable(p, await repo.byId(id)), language);
    },

    /** A person's latest closed 360 report, for them or a manager they shared it with (else 404). */
    /**
     * A person's latest closed 360 report, for them or a manager they shared their 360 with (like the member's
     * Leader Profile, decision 0054): the route has answered 404 for a person of another organisation; without
     * the right 403, without a closed 360 404.
     */
    async memberReport(p: Principal, userId: number, language: Language) {
      if (userId !== p.userId && !(await deps.canView(p, userId, '360')))
        throw forbidden('This person has not shared their Leader 360 with you.', 'NO_360_ACCESS');
      const [latest] = await repo.latestClosedOf(p.clientId, [userId]);
      if (!latest) throw notFound('A closed Leader 360 of this person');
      return reportOf(p, await readable(p, latest), language);
    },

    /** The report and the person's name, for the PDF. */
    async reportForPdf(p: Principal, id: number, language: Language) {
      const report = await this.report(p, id, language);
      const person = await people.byId((await repo.byId(id))!.userId);
      return { report, personName: person?.fullName ?? '' };
    },

    /** Members of the organisation by name, to pick the manager. */
    async people(p: Principal, search: string) {
      const found = await people.searchMembers(p.clientId, search, true);
      return {
        people: found
          .filter((m) => m.id !== p.userId)
          .map((m) => ({ id: m.id, name: m.fullName, email: m.email })),
      };
    },

    /**
     * For the team dashboard: each person's latest closed Leader 360, per capability self and all others, only
     * where all others may be shown (the anonymity rule); nothing about anyone else.
     */
    async teamAggregates(clientId: number, userIds: number[]): Promise<TeamAggregate360[]> {
      const rows = await repo.latestClosedOf(clientId, userIds);
      const byUser = new Map(rows.map((r) => [r.userId, r]));
      return Promise.all(
        userIds.map(async (userId) => {
          const row = byUser.get(userId);
          if (!row) return { userId, completed: false, capabilities: [] };
          const raters = (await repo.raters(row.id)).filter((r) => r.status === 'DONE');
          const items = itemsOf(row).map((i) => ({ code: i.code, capability: i.capability }));
          const s = score360(
            items,
            row.selfAnswers,
            raters.map((r) => ({ group: r.grp as RaterGroup, answers: r.answers })),
          );
          return {
            userId,
            completed: true,
            capabilities: CAPABILITY_CODES.map((code) => ({
              code,
              self: s.self.scores[code] ?? null,
              others: s.allOthers?.scores[code] ?? null,
            })),
          };
        }),
      );
    },
  };
}
export type Leader360Service = ReturnType<typeof createLeader360Service>;
