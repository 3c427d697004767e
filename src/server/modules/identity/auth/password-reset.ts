import {
  RESET_LINK_DAYS,
  RESET_MAX_PER_ACCOUNT,
  RESET_MAX_PER_ADDRESS,
  RESET_WINDOW_SECONDS,
} from '../../../../shared/constants';
import type { GuestTokenService } from '../../../platform/auth/guest-tokens';
import { createThrottle } from '../../../platform/auth/throttle';
import type { Database } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/errors';
import { recipientLanguage } from '../../../platform/i18n/recipient-language';
import type { Mailer } from '../../../platform/mail/outbox';
import { resetPasswordMail } from '../mails';
import type { IdentityRepo } from '../repo';
import { loginFailures } from '../tables';

/**
 * "Forgot password?": a person with an account receives a one-time set-password link (the same guest token and
 * page as an invitation; setting the password ends their other sessions). The answer is the same whether or
 * not the address has an account. Requests are counted per address (429 past the limit) and mails per account
 * (past its limit the request is answered as usual and nothing is sent), so nobody can flood a mailbox.
 */
export function createPasswordReset(deps: {
  database: Database;
  repo: IdentityRepo;
  guestTokens: GuestTokenService;
  mailer: Mailer;
  publicUrl: string;
}) {
  const { db } = deps.database;
  const perAddress = createThrottle(db, {
    table: loginFailures,
    scope: 'reset-ip',
    limit: RESET_MAX_PER_ADDRESS,
    windowSeconds: RESET_WINDOW_SECONDS,
    refusal: {
      code: 'TOO_MANY_RESETS',
      message: (minutes) => `Too many password reset requests. Try again in ${minutes} minute(s).`,
    },
  });
  const perAccount = createThrottle(db, {
    table: loginFailures,
    scope: 'reset-account',
    limit: RESET_MAX_PER_ACCOUNT,
    windowSeconds: RESET_WINDOW_SECONDS,
    refusal: { code: 'TOO_MANY_RESETS', message: () => 'Too many password reset mails for this account.' },
  });

  /** Whether this account may receive one more mail in the window (counting this one). */
  async function mayMail(userId: number): Promise<boolean> {
    try {
      await perAccount.take(String(userId));
      return true;
    } catch (e) {
      if (e instanceof AppError && e.statusCode === 429) return false;
      throw e;
    }
  }

  return async function requestReset(email: string, ip: string): Promise<{ ok: true }> {
    await perAddress.take(ip);
    const user = await deps.repo.userByEmail(email);
    if (!user || user.status === 'DISABLED') return { ok: true };
    const membership = await deps.repo.preferredMembership(user.id);
    if (!membership || !(await mayMail(user.id))) return { ok: true };
    const organisation = await deps.repo.clientSettings(membership.clientId);
    await db.transaction(async (tx) => {
      const token = await deps.guestTokens.issue(
        {
          clientId: membership.clientId,
          purpose: 'SET_PASSWORD',
          objectId: user.id,
          email: user.email,
          ttlDays: RESET_LINK_DAYS,
          // a new request replaces the earlier link
          replaceExisting: true,
        },
        tx,
      );
      await deps.mailer.send(
        resetPasswordMail({
          lng: recipientLanguage({ person: user.language, organisation: organisation?.defaultLanguage }),
          clientId: membership.clientId,
          to: user.email,
          name: user.fullName,
          link: `${deps.publicUrl}/guest/set-password?token=${token}&reset=1`,
          ttlDays: RESET_LINK_DAYS,
        }),
        tx,
      );
    });
    return { ok: true };
  };
}
export type RequestPasswordReset = ReturnType<typeof createPasswordReset>;
