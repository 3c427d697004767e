import { PRODUCT_NAME } from '../../../shared/constants';
import type { Language } from '../../../shared/enums';
import { translator } from '../../platform/i18n';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { composeMail } from '../../platform/mail/templates/layout';

const product = PRODUCT_NAME;

/** The set-password invitation of a new account, in the recipient's language (`mail:setPassword`). */
export function setPasswordMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  orgName: string;
  link: string;
  ttlDays: number;
}): OutgoingMail {
  const t = translator(m.lng);
  return composeMail(m, {
    lng: m.lng,
    subject: t('mail:setPassword.subject', { product }),
    heading: t('mail:setPassword.heading', { product }),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [
      t('mail:setPassword.ready', { orgName: m.orgName, product }),
      t('mail:setPassword.linkIntro', { count: m.ttlDays }),
    ],
    action: { label: t('mail:setPassword.action'), url: m.link },
  });
}

/** A person with an account elsewhere is invited to an organisation: they join only by accepting (issue 19). */
export function joinOrganisationMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  orgName: string;
  link: string;
  ttlDays: number;
}): OutgoingMail {
  const t = translator(m.lng);
  return composeMail(m, {
    lng: m.lng,
    subject: t('mail:joinOrganisation.subject', { orgName: m.orgName, product }),
    heading: t('mail:joinOrganisation.heading', { orgName: m.orgName }),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [
      t('mail:joinOrganisation.body', { orgName: m.orgName, product }),
      t('mail:joinOrganisation.linkIntro', { count: m.ttlDays, orgName: m.orgName }),
      t('mail:joinOrganisation.ignore'),
    ],
    action: { label: t('mail:joinOrganisation.action'), url: m.link },
  });
}

/**
 * Free sign-up with an address that already has an account (issue 18): the sign-up answers as for a new address,
 * and the account holder learns of it here instead (`mail:accountExists`).
 */
export function accountExistsMail(m: {
  lng: Language;
  to: string;
  name: string;
  link: string;
}): OutgoingMail {
  const t = translator(m.lng);
  return composeMail(
    { clientId: null, to: m.to },
    {
      lng: m.lng,
      subject: t('mail:accountExists.subject', { product }),
      heading: t('mail:accountExists.heading'),
      greeting: t('mail:layout.greeting', { name: m.name }),
      lines: [
        t('mail:accountExists.body', { product }),
        t('mail:accountExists.signIn'),
        t('mail:accountExists.ignore'),
      ],
      action: { label: t('mail:accountExists.action'), url: m.link },
    },
  );
}

/** "Forgot password?": a one-time link to set a new password, in the person's language (`mail:resetPassword`). */
export function resetPasswordMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  link: string;
  ttlDays: number;
}): OutgoingMail {
  const t = translator(m.lng);
  return composeMail(m, {
    lng: m.lng,
    subject: t('mail:resetPassword.subject', { product }),
    heading: t('mail:resetPassword.heading'),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [
      t('mail:resetPassword.asked', { product }),
      t('mail:resetPassword.linkIntro', { count: m.ttlDays }),
      t('mail:resetPassword.ignore'),
    ],
    action: { label: t('mail:resetPassword.action'), url: m.link },
  });
}
