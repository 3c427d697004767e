import { createHash, createHmac, randomBytes } from 'node:crypto';
import type {
  CalendarAccount,
  ConferenceBody,
  ConferenceResponse,
} from '../../../../shared/contracts/calendar';
import type { ConferenceProvider } from '../../../../shared/domain/conference';
import { buildIcsFeed, type FeedEvent, feedFingerprint } from '../../../../shared/domain/ics-feed';
import type { Principal } from '../../../platform/auth/access';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/client';
import { notFound } from '../../../platform/http/errors';
import { translator } from '../../../platform/i18n';
import type { NotificationCalendarPort, NotificationPeoplePort } from '../deps';
import type { CalendarFeedRow, CalendarRepo } from './repo';

/** How long a deleted item stays in the feed as CANCELLED, so every subscriber (polling hourly to daily) sees it. */
const CANCELLED_KEPT_DAYS = 30;
const CHECK_IN_MINUTES = 15;

type Shown = Omit<FeedEvent, 'uid' | 'sequence' | 'stamp' | 'cancelled'>;

export interface CalendarDeps {
  clock: Clock;
  people: NotificationPeoplePort;
  calendar: NotificationCalendarPort;
  publicUrl: string;
  /** the server's secret: feed tokens are derived from it (decision 0046) */
  secret: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Shown items are stored as JSON: dates as ISO strings. */
const toJson = (e: Shown) => ({ ...e, start: e.start?.toISOString() }) as Record<string, unknown>;
const fromJson = (j: Record<string, unknown>): Shown =>
  ({ ...j, start: typeof j.start === 'string' ? new Date(j.start) : undefined }) as Shown;

/**
 * The private calendar feed (issue 11 point 5): one secret URL per person, no sign-in, revocable. Each read
 * compares what the feed shows with what it showed last: a changed item's SEQUENCE goes up, a deleted one is
 * published as CANCELLED for a while. Texts in the person's language; times in the sprint's zone.
 */
export function createCalendarService(deps: CalendarDeps, repo: CalendarRepo) {
  const host = new URL(deps.publicUrl).hostname || 'stride';
  const tokenOf = (feed: Pick<CalendarFeedRow, 'userId' | 'nonce'>) =>
    `cal_${createHmac('sha256', deps.secret).update(`calendar-feed:${feed.userId}:${feed.nonce}`).digest('base64url')}`;
  const urlOf = (token: string) =>
    `${deps.publicUrl.replace(/\/$/, '')}/api/calendar/feeds/${token}/calendar.ics`;

  async function conference(clientId: number, userId: number, tx?: Db): Promise<ConferenceResponse> {
    const row = await repo.conferenceOf(clientId, userId, tx);
    return row
      ? { provider: row.provider as ConferenceProvider, roomUrl: row.roomUrl, slug: row.slug }
      : { provider: 'NONE', roomUrl: null, slug: null };
  }

  function account(
    feed: CalendarFeedRow | null,
    choice: ConferenceResponse,
    itemCount?: number,
  ): CalendarAccount {
    const url = feed ? urlOf(tokenOf(feed)) : null;
    return {
      conference: choice,
      provider: 'ICS_FEED',
      connected: feed !== null,
      feedUrl: url,
      webcalUrl: url ? url.replace(/^https?:/, 'webcal:') : null,
      createdAt: feed ? feed.createdAt.toISOString() : null,
      ...(itemCount === undefined ? {} : { itemCount }),
    };
  }

  /** What the person's calendar shows now, by UID (texts in their language). */
  async function current(userId: number, clientId: number, lng: string): Promise<Map<string, Shown>> {
    const t = translator(lng);
    const link = (path: string) => `${deps.publicUrl.replace(/\/$/, '')}${path}`;
    const [sprintItems, planMilestones, teamMilestones] = await Promise.all([
      deps.calendar.sprintItems(userId, clientId),
      deps.calendar.planMilestones(userId, clientId, deps.clock.now().getUTCFullYear() - 1),
      deps.calendar.teamMilestones(userId, clientId),
    ]);
    const shown = new Map<string, Shown>();
    for (const s of sprintItems) {
      if (s.kind === 'CHECK_IN') {
        shown.set(`check-ins-${s.id}@${host}`, {
          summary: t('notifications:calendar.checkIn', { sprint: s.title }),
          description: t('notifications:calendar.checkInDescription', { sprint: s.title }),
          url: link('/sprint/dashboard'),
          start: s.start,
          durationMinutes: CHECK_IN_MINUTES,
          timeZone: s.timeZone,
          recurrence: s.recurrence,
        });
      } else {
        shown.set(`meeting-${s.id}@${host}`, {
          summary: s.title,
          description: t('notifications:calendar.meetingDescription', { sprint: s.sprintTitle }),
          url: link('/sprint/kanban'),
          start: s.start,
          durationMinutes: Math.max(1, Math.round((s.end.getTime() - s.start.getTime()) / 60_000)),
          timeZone: s.timeZone,
        });
      }
    }
    for (const m of planMilestones) {
      shown.set(`plan-milestone-${m.id}@${host}`, {
        summary: t('notifications:calendar.planMilestone', { title: m.title }),
        url: link('/plan/summary'),
        date: m.date,
      });
    }
    for (const m of teamMilestones) {
      shown.set(`team-milestone-${m.id}@${host}`, {
        summary: t('notifications:calendar.teamMilestone', { title: m.title, team: m.teamName }),
        date: m.date,
      });
    }
    return shown;
  }

  /** Compares with what the feed showed last (SEQUENCE up on change, CANCELLED when gone) and records it. */
  async function reconcile(feed: CalendarFeedRow, shown: Map<string, Shown>): Promise<FeedEvent[]> {
    const now = deps.clock.now();
    const known = new Map((await repo.items(feed.userId)).map((i) => [i.uid, i]));
    const events: FeedEvent[] = [];
    for (const [uid, e] of shown) {
      const fingerprint = feedFingerprint(e);
      const prev = known.get(uid);
      const same = prev && prev.fingerprint === fingerprint && !prev.cancelledAt;
      const sequence = !prev ? 0 : same ? prev.sequence : prev.sequence + 1;
      if (!same) {
        await repo.upsertItem({
          clientId: feed.clientId,
          userId: feed.userId,
          uid,
          fingerprint,
          sequence,
          event: toJson(e),
          at: now,
        });
      }
      events.push({ ...e, uid, sequence, stamp: same ? prev.updatedAt : now });
    }
    const keptSince = new Date(now.getTime() - CANCELLED_KEPT_DAYS * 86_400_000);
    for (const [uid, prev] of known) {
      if (shown.has(uid)) continue;
      if (prev.cancelledAt && prev.cancelledAt < keptSince) continue;
      const sequence = prev.cancelledAt ? prev.sequence : prev.sequence + 1;
      if (!prev.cancelledAt) await repo.cancelItem(prev.id, sequence, now);
      const stamp = prev.cancelledAt ?? now;
      events.push({ ...fromJson(prev.event), uid, sequence, stamp, cancelled: true });
    }
    await repo.forgetCancelledBefore(feed.userId, keptSince);
    return events;
  }

  return {
    async account(p: Principal, withDetail: boolean): Promise<CalendarAccount> {
      const [feed, choice] = await Promise.all([repo.feedOf(p.userId), conference(p.clientId, p.userId)]);
      if (!feed || !withDetail) return account(feed, choice);
      const person = await deps.people.byId(p.userId);
      return account(feed, choice, (await current(p.userId, p.clientId, person?.language ?? 'en')).size);
    },
    /** The person's feed URL, made on first call; later calls answer the same URL until it is revoked. */
    async sync(p: Pick<Principal, 'userId' | 'clientId'>): Promise<CalendarAccount> {
      const nonce = randomBytes(24).toString('base64url');
      const tokenHash = sha256(tokenOf({ userId: p.userId, nonce }));
      const feed = await repo.ensureFeed({ clientId: p.clientId, userId: p.userId, nonce, tokenHash });
      return account(feed, await conference(p.clientId, p.userId));
    },
    /**
     * authorize-conference-provider: how the person's activity meetings get a video link. Nothing is fetched from
     * a room address (so the outgoing-address rule has nothing to check); a Jitsi slug is made once and kept.
     */
    async authorizeConference(p: Pick<Principal, 'userId' | 'clientId'>, body: ConferenceBody) {
      const before = await repo.conferenceOf(p.clientId, p.userId);
      await repo.saveConference({
        clientId: p.clientId,
        userId: p.userId,
        provider: body.provider,
        roomUrl: body.provider === 'OWN_ROOM' ? (body.roomUrl ?? null) : null,
        slug: before?.slug ?? randomBytes(8).toString('hex'),
      });
      return conference(p.clientId, p.userId);
    },
    /** the person's choice, for the sprints module's meeting invitations (in the caller's transaction) */
    conference,
    /** Revokes the feed: its URL answers 404 from now on; the next sync makes a new one. */
    async revoke(p: Principal): Promise<{ revoked: boolean }> {
      return { revoked: await repo.deleteFeed(p.userId) };
    },
    /** The feed of a token (no sign-in): the ICS text, or 404 for an unknown or revoked token. */
    async feed(token: string): Promise<string> {
      const feed = token.startsWith('cal_') ? await repo.feedByHash(sha256(token)) : null;
      if (!feed) throw notFound('This calendar feed');
      const person = await deps.people.byId(feed.userId);
      if (!person) throw notFound('This calendar feed');
      const shown = await current(feed.userId, feed.clientId, person.language);
      const events = await reconcile(feed, shown);
      await repo.touch(feed.id, deps.clock.now());
      const zone = [...shown.values()].find((e) => e.timeZone)?.timeZone ?? 'UTC';
      return buildIcsFeed({
        name: translator(person.language)('notifications:calendar.name', { name: person.fullName }),
        timeZone: zone,
        events,
      });
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
