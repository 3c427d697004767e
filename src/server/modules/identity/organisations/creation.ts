import type { PlanCode, SubscriptionStatus } from '../../../../shared/enums';
import type { GuestTokenService } from '../../../platform/auth/guest-tokens';
import type { Database, Db } from '../../../platform/db/client';
import type { EventBus } from '../../../platform/events';
import { conflict } from '../../../platform/http/errors';
import { recipientLanguage } from '../../../platform/i18n/recipient-language';
import type { Mailer } from '../../../platform/mail/outbox';
import type { IdentityLicensingPort } from '../deps';
import { setPasswordMail } from '../mails';
import type { IdentityRepo } from '../repo';

export interface NewOrganisation {
  companyName: string;
  buyerAdminName: string;
  buyerAdminEmail: string;
  planCode: PlanCode;
  status: SubscriptionStatus;
  currentTermEnd: Date | null;
}

/**
 * Creates an organisation with its subscription and its first buyer admin, who receives a set-password link
 * (free sign-up, and product operators in the console). `within` runs in the same transaction.
 */
export function createOrganisationCreator(deps: {
  database: Database;
  repo: IdentityRepo;
  licensing: IdentityLicensingPort;
  guestTokens: GuestTokenService;
  mailer: Mailer;
  events: EventBus;
  publicUrl: string;
}) {
  const { repo } = deps;
  return async function createOrganisation(
    input: NewOrganisation,
    within?: (ids: { clientId: number; userId: number }, tx: Db) => Promise<void>,
  ) {
    const result = await deps.database.db.transaction(async (tx) => {
      const taken = () =>
        conflict('An account with this e-mail already exists. Please sign in instead.', 'EMAIL_TAKEN');
      if (await repo.userByEmail(input.buyerAdminEmail, tx)) throw taken();
      const client = await repo.createClient(input.companyName, tx);
      // the unique e-mail decides between parallel sign-ups: the loser's organisation is rolled back, no mail
      const user = await repo.createUserIfNew(
        {
          email: input.buyerAdminEmail,
          fullName: input.buyerAdminName,
          passwordHash: null,
          status: 'INVITED',
        },
        tx,
      );
      if (!user) throw taken();
      await repo.addMembership(
        { clientId: client.id, userId: user.id, roles: ['BUYER', 'ADMIN', 'USER'] },
        tx,
      );
      await deps.licensing.setSubscription(
        {
          clientId: client.id,
          planCode: input.planCode,
          status: input.status,
          currentTermEnd: input.currentTermEnd,
          buyerUserId: user.id,
        },
        tx,
      );
      const token = await deps.guestTokens.issue(
        { clientId: client.id, purpose: 'SET_PASSWORD', objectId: user.id, email: user.email, ttlDays: 7 },
        tx,
      );
      await deps.mailer.send(
        setPasswordMail({
          lng: recipientLanguage({ organisation: client.defaultLanguage }),
          clientId: client.id,
          to: user.email,
          name: user.fullName,
          orgName: client.name,
          link: `${deps.publicUrl}/guest/set-password?token=${token}`,
          ttlDays: 7,
        }),
        tx,
      );
      const ids = { clientId: client.id, userId: user.id };
      if (within) await within(ids, tx);
      return ids;
    });
    await deps.events.emit('organisation.registered', {
      clientId: result.clientId,
      buyerUserId: result.userId,
    });
    return result;
  };
}
export type CreateOrganisation = ReturnType<typeof createOrganisationCreator>;
