import { and, eq, isNull } from 'drizzle-orm';
import type { AddCrewBody } from '../../../../shared/contracts/sprint-design';
import type { Principal } from '../../../platform/auth/access';
import { guestTokens } from '../../../platform/auth/tables';
import type { Db } from '../../../platform/db/client';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../../platform/http/errors';
import { crewWelcomeMail } from './mails';
import type { CrewRow, SprintRow } from './repo';
import { asLanguage, type DesignDeps } from './service';
import { crewView } from './view';

/** A crew member's mails wait at least this long between two sends (resend: at most once a day). */
export const CREW_RESEND_MS = 24 * 60 * 60 * 1000;
const PURPOSE = 'CREW_FEEDBACK' as const;

/** The sprint crew: add, remove and resend (a started sprint's crew is mailed at once; a design's at start). */
export function createCrewService(deps: DesignDeps) {
  const { db, repo, clock } = deps;

  /**
   * A team sprint's crew is its team manager's to change (the one who runs it, decision 0073); the team wizard's
   * crew step and the team sprint dashboard add people here. Asked before the transaction (the teams module reads
   * with its own connection): the id of the team sprint the caller runs, null when `id` is no team sprint; a team
   * member 403 NOT_TEAM_MANAGER, someone outside the team 403 NOT_TEAM_MEMBER (as the team sprint's own calls).
   */
  async function teamSprintRun(p: Principal, id: number): Promise<number | null> {
    const s = await repo.sprint(p.clientId, id);
    if (s?.sprintType !== 'TEAM_SPRINT' || s.teamId === null) return null;
    const place = await deps.teams.place(p.clientId, s.teamId, p.userId);
    if (!place) return null;
    if (!place.role) throw forbidden('You are not a member of this team.', 'NOT_TEAM_MEMBER');
    if (place.role !== 'MANAGER')
      throw forbidden("Only the team manager may change the team sprint's crew.", 'NOT_TEAM_MANAGER');
    return s.id;
  }

  async function ownSprint(p: Principal, id: number, tx: Db, runs: number | null = null): Promise<SprintRow> {
    const s = await repo.lock(p.clientId, id, tx);
    const own = s?.userId === p.userId && s.sprintType === 'USER_SPRINT';
    const team = s?.sprintType === 'TEAM_SPRINT' && s.id === runs;
    if (!s || !(own || team)) throw notFound('The sprint');
    if (s.status !== 'NOT_STARTED' && s.status !== 'IN_PROGRESS')
      throw conflict('The sprint has ended; its crew can no longer change.', 'SPRINT_ENDED');
    return s;
  }

  /** Issues the crew member's guest link and writes their welcome mail (in the caller's transaction). */
  async function welcome(s: SprintRow, c: CrewRow, personName: string, tx: Db) {
    const token = await deps.guestTokens.issue(
      {
        clientId: s.clientId,
        purpose: PURPOSE,
        objectId: c.id,
        email: c.email,
        ttlDays: (s.durationWeeks + s.extendedWeeks) * 7 + 60,
        replaceExisting: true,
      },
      tx,
    );
    await deps.mailer.send(
      crewWelcomeMail({
        lng: asLanguage(c.language),
        clientId: s.clientId,
        to: c.email,
        name: c.name,
        personName,
        sprintLabel: s.label,
        role: c.role,
        startDate: s.startDate ?? '',
        weeks: s.durationWeeks,
        link: `${deps.publicUrl}/development?token=${encodeURIComponent(token)}`,
      }),
      tx,
    );
    const now = clock.now();
    await repo.updateCrew(c.id, { invitedAt: c.invitedAt ?? now, lastMailedAt: now }, tx);
    // a crew member with an account also finds it among their notifications (once: a resend adds nothing)
    if (c.userId)
      await deps.notify(tx, {
        userId: c.userId,
        clientId: s.clientId,
        kind: 'SPRINT_CREW_ADDED',
        textKey: 'sprintCrewAdded',
        params: { name: personName, sprint: s.label },
        route: null,
        dedupKey: `sprint-crew:${c.id}`,
        sprintId: s.id,
        relatedId: s.id,
        showButton: false,
        buttonText: null,
      });
  }

  const list = async (s: SprintRow, tx: Db) => ({ crew: (await repo.crew(s.id, tx)).map(crewView) });

  return {
    welcome,

    async add(p: Principal, id: number, body: AddCrewBody) {
      // people are read before the transaction (one connection on the embedded database)
      let person = {
        userId: null as number | null,
        name: body.name ?? '',
        email: body.email ?? '',
        language: '',
      };
      // someone named by e-mail who is a member of the organisation is that person (one name, from the account)
      const account = body.userId === undefined && body.email ? await deps.people.byEmail(body.email) : null;
      const [byMail] = account ? await deps.people.activeMembers(p.clientId, [account.id]) : [];
      if (body.userId !== undefined || byMail) {
        const [member] = byMail ? [byMail] : await deps.people.activeMembers(p.clientId, [body.userId ?? 0]);
        if (!member) throw badRequest('userId: is not an active member of your organisation');
        person = {
          userId: member.id,
          name: member.fullName,
          email: member.email.toLowerCase(),
          language: member.language,
        };
      }
      const owner = await deps.people.byId(p.userId);
      const runs = await teamSprintRun(p, id);
      return db.transaction(async (tx) => {
        const s = await ownSprint(p, id, tx, runs);
        // the crew sees the person's work from outside: the owner is never their own crew member (nor reviewer)
        const ownerEmail = (owner?.email ?? p.email).toLowerCase();
        if (person.userId === s.userId || person.email.toLowerCase() === ownerEmail)
          throw unprocessable(
            'email: you cannot be in your own crew; add people who see your work and can give you feedback',
            'CREW_SELF',
          );
        if ((await repo.crew(s.id, tx)).some((c) => c.email.toLowerCase() === person.email))
          throw conflict('email: this person is already in the crew', 'CREW_EXISTS');
        const row = await repo.insertCrew(
          {
            sprintId: s.id,
            clientId: s.clientId,
            userId: person.userId,
            name: person.name,
            email: person.email,
            role: body.role,
            // someone outside the organisation reads the mails in the person's language
            language: person.language || owner?.language || 'en',
          },
          tx,
        );
        if (s.status === 'IN_PROGRESS') await welcome(s, row, owner?.fullName ?? p.name, tx);
        return list(s, tx);
      });
    },

    async remove(p: Principal, id: number, crewId: number) {
      const runs = await teamSprintRun(p, id);
      return db.transaction(async (tx) => {
        const s = await ownSprint(p, id, tx, runs);
        const c = await repo.crewMember(s.id, crewId, tx);
        if (!c) throw notFound('The crew member');
        await repo.updateCrew(c.id, { status: 'REMOVED' }, tx);
        // their guest link stops working
        await tx
          .update(guestTokens)
          .set({ revokedAt: clock.now() })
          .where(
            and(
              eq(guestTokens.clientId, s.clientId),
              eq(guestTokens.purpose, PURPOSE),
              eq(guestTokens.objectId, c.id),
              isNull(guestTokens.revokedAt),
            ),
          );
        return list(s, tx);
      });
    },

    async resend(p: Principal, id: number, crewId: number) {
      const owner = await deps.people.byId(p.userId);
      const runs = await teamSprintRun(p, id);
      return db.transaction(async (tx) => {
        const s = await ownSprint(p, id, tx, runs);
        if (s.status !== 'IN_PROGRESS')
          throw conflict('The crew is mailed when the sprint starts.', 'SPRINT_NOT_STARTED');
        const c = await repo.crewMember(s.id, crewId, tx);
        if (!c) throw notFound('The crew member');
        if (c.lastMailedAt && clock.now().getTime() - c.lastMailedAt.getTime() < CREW_RESEND_MS)
          throw conflict(
            'crewId: the welcome was sent less than a day ago; try again tomorrow.',
            'RESEND_LIMIT',
          );
        await welcome(s, c, owner?.fullName ?? p.name, tx);
        return list(s, tx);
      });
    },
  };
}
export type CrewService = ReturnType<typeof createCrewService>;
