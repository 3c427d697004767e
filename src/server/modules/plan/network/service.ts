import type {
  NetworkEntry,
  NetworkInvitation,
  SaveNetworkBody,
  ScheduleMeetingBody,
} from '../../../../shared/contracts/plan';
import { buildIcs } from '../../../../shared/domain/ics';
import { type Language, NETWORK_TYPES, type NetworkStatus, type NetworkType } from '../../../../shared/enums';
import type { Principal } from '../../../platform/auth/access';
import type { GuestGrant } from '../../../platform/auth/guest-tokens';
import type { Db } from '../../../platform/db/client';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import type { PlanAccessRules, PlanReader } from '../access';
import { readerClient } from '../access';
import type { PlanDeps } from '../deps';
import { meetingMail, networkInvitationMail, planMailLanguage } from '../mails';
import type { NetworkRow } from './repo';

export const NETWORK_INVITATION_DAYS = 14;

export const entryView = (r: NetworkRow): NetworkEntry => ({
  id: r.id,
  type: r.type as NetworkType,
  name: r.name,
  email: r.email,
  status: r.status as NetworkStatus,
  invitedAt: r.invitedAt?.toISOString() ?? null,
});

/** The nurture network: entries, invitations (PENDING until accepted), meetings with an .ics. */
export function createNetworkService(deps: PlanDeps, access: PlanAccessRules) {
  const { network } = deps;

  async function invite(p: Principal, entry: NetworkRow, tx: Db, lng: Language) {
    const token = await deps.guestTokens.issue(
      {
        clientId: p.clientId,
        purpose: 'NETWORK_INVITATION',
        objectId: entry.id,
        email: entry.email,
        ttlDays: NETWORK_INVITATION_DAYS,
        replaceExisting: true,
      },
      tx,
    );
    await deps.mailer.send(
      networkInvitationMail({
        lng,
        clientId: p.clientId,
        to: entry.email!,
        name: entry.name,
        ownerName: p.name,
        role: entry.type as NetworkType,
        link: `${deps.publicUrl}/plan/network/accept?token=${token}`,
        ttlDays: NETWORK_INVITATION_DAYS,
      }),
      tx,
    );
  }

  async function ownerName(clientId: number, planId: number) {
    const plan = await deps.repo.plan(clientId, planId);
    const owner = plan ? await deps.people.byId(plan.userId) : null;
    return owner?.fullName ?? '';
  }

  async function entryOfPlan(p: Principal, id: number, planId?: number) {
    const entry = await network.entry(p.clientId, id);
    if (!entry || (planId !== undefined && entry.planId !== planId)) throw notFound('The network entry');
    return entry;
  }

  return {
    typeOptions: () => ({ items: [...NETWORK_TYPES] }),

    async list(
      reader: PlanReader,
      planId: number,
      q: { pageNo: number; pageSize: number; ascending: 'true' | 'false'; sortBy: 'id' | 'name' | 'type' },
    ) {
      const { plan } = await access.read(reader, planId);
      const page = await network.list(readerClient(reader), plan.id, {
        ...q,
        ascending: q.ascending === 'true',
      });
      // a plan guest sees who is in the network, not their e-mail addresses
      const items = page.items
        .map(entryView)
        .map((e) => (reader.kind === 'guest' ? { ...e, email: null } : e));
      return { items, total: page.total };
    },

    /** Adds or edits an entry. With an e-mail the person is invited (PENDING); without, the entry is EXTERNAL. */
    async save(p: Principal, body: SaveNetworkBody) {
      const plan = await access.write(p, body.agilePlanGroupId);
      const email = body.email ?? null;
      if (email && email === p.email.toLowerCase()) {
        throw badRequest('email: you cannot add yourself to your own nurture network.');
      }
      const existing = body.id ? await entryOfPlan(p, body.id, plan.id) : null;
      const lng = await planMailLanguage(deps.people, p);
      return deps.db.transaction(async (tx) => {
        if (existing) {
          const emailChanged = (existing.email ?? null) !== email;
          const updated = (await network.update(
            p.clientId,
            existing.id,
            {
              type: body.type,
              name: body.name,
              ...(emailChanged
                ? {
                    email,
                    status: email ? 'PENDING' : 'EXTERNAL',
                    invitedAt: email ? new Date() : null,
                    acceptedAt: null,
                  }
                : {}),
            },
            tx,
          ))!;
          if (emailChanged && email) await invite(p, updated, tx, lng);
          return entryView(updated);
        }
        const entry = await network.insert(
          {
            clientId: p.clientId,
            planId: plan.id,
            type: body.type,
            name: body.name,
            email,
            status: email ? 'PENDING' : 'EXTERNAL',
            invitedAt: email ? new Date() : null,
          },
          tx,
        );
        if (email) await invite(p, entry, tx, lng);
        return entryView(entry);
      });
    },

    async remove(p: Principal, ref: { id: number; agilePlanGroupId: number }) {
      const plan = await access.write(p, ref.agilePlanGroupId);
      if (!(await network.remove(p.clientId, plan.id, ref.id))) throw notFound('The network entry');
      return { ok: true as const };
    },

    /** Sends a pending invitation again (a new link; the old one stops working). */
    async resend(p: Principal, id: number) {
      const entry = await entryOfPlan(p, id);
      await access.write(p, entry.planId);
      if (entry.status !== 'PENDING' || !entry.email) {
        throw conflict('Only a pending invitation can be sent again.', 'NOT_PENDING');
      }
      const lng = await planMailLanguage(deps.people, p);
      await deps.db.transaction(async (tx) => {
        await network.update(p.clientId, entry.id, { invitedAt: new Date() }, tx);
        await invite(p, entry, tx, lng);
      });
      return { resent: true as const };
    },

    /**
     * What the e-mailed link invites to, read before accepting: a mail scanner that opens the link (and runs
     * the page) changes nothing; only the person's Accept (POST) does.
     */
    async invitation(grant: GuestGrant): Promise<NetworkInvitation> {
      const entry = await network.entry(grant.clientId, grant.objectId);
      if (!entry) throw notFound('The invitation');
      return {
        ownerName: await ownerName(grant.clientId, entry.planId),
        name: entry.name,
        type: entry.type as NetworkType,
        status: entry.status as NetworkStatus,
      };
    },

    /** The invited person accepts through the e-mailed link: the entry becomes COMPLETED. */
    async accept(grant: GuestGrant) {
      const entry = await network.entry(grant.clientId, grant.objectId);
      if (!entry) throw notFound('The invitation');
      if (entry.status === 'PENDING') {
        const plan = await deps.repo.plan(grant.clientId, entry.planId);
        await deps.db.transaction(async (tx) => {
          await deps.guestTokens.consume(grant.id, tx);
          await network.update(grant.clientId, entry.id, { status: 'COMPLETED', acceptedAt: new Date() }, tx);
          // the plan's owner hears that their nurture-network invitation was accepted
          if (plan) {
            await deps.notify(tx, {
              userId: plan.userId,
              clientId: grant.clientId,
              kind: 'NETWORK_ACCEPTED',
              textKey: 'networkAccepted',
              params: { name: entry.name },
              route: '/plan/nurture-network',
              dedupKey: `network-accepted:${entry.id}`,
              relatedId: plan.id,
              showButton: true,
              buttonText: 'openNetwork',
            });
          }
        });
      }
      return { ownerName: await ownerName(grant.clientId, entry.planId), status: 'COMPLETED' as const };
    },

    async scheduleMeeting(p: Principal, body: ScheduleMeetingBody) {
      const plan = await access.write(p, body.agilePlanGroupId);
      const entry = await entryOfPlan(p, body.networkId, plan.id);
      if (!entry.email) {
        throw badRequest('networkId: this network member has no e-mail address to send the invitation to.');
      }
      const start = new Date(body.startsAt);
      const lng = await planMailLanguage(deps.people, p);
      return deps.db.transaction(async (tx) => {
        const meeting = await network.insertMeeting(
          {
            clientId: p.clientId,
            planId: plan.id,
            networkId: entry.id,
            title: body.title,
            startsAt: start,
            durationMinutes: body.durationMinutes,
            location: body.location ?? null,
            note: body.note ?? null,
          },
          tx,
        );
        const ics = buildIcs({
          uid: `meeting-${meeting.id}@${new URL(deps.publicUrl).hostname}`,
          start,
          durationMinutes: body.durationMinutes,
          summary: body.title,
          description: body.note ?? undefined,
          location: body.location ?? undefined,
          organizer: { name: p.name, email: p.email },
          attendee: { name: entry.name, email: entry.email! },
          stamp: new Date(),
        });
        await deps.mailer.send(
          meetingMail({
            lng,
            clientId: p.clientId,
            to: entry.email!,
            name: entry.name,
            ownerName: p.name,
            title: body.title,
            when: `${start.toISOString().slice(0, 16).replace('T', ' ')} UTC (${body.durationMinutes} min)`,
            location: body.location ?? null,
            note: body.note ?? null,
            ics,
          }),
          tx,
        );
        return {
          id: meeting.id,
          networkId: entry.id,
          withName: entry.name,
          title: meeting.title,
          startsAt: meeting.startsAt.toISOString(),
          durationMinutes: meeting.durationMinutes,
          location: meeting.location,
          note: meeting.note,
        };
      });
    },

    async meetings(reader: PlanReader, planId: number) {
      const { plan } = await access.read(reader, planId);
      const rows = await network.meetings(readerClient(reader), plan.id);
      return {
        items: rows.map(({ meeting: m, withName }) => ({
          id: m.id,
          networkId: m.networkId,
          withName,
          title: m.title,
          startsAt: m.startsAt.toISOString(),
          durationMinutes: m.durationMinutes,
          location: m.location,
          note: m.note,
        })),
      };
    },
  };
}
export type NetworkService = ReturnType<typeof createNetworkService>;
