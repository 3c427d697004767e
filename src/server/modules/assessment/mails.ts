import { PRODUCT_NAME } from '../../../shared/constants';
import type { Language } from '../../../shared/enums';
import { translator } from '../../platform/i18n';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { composeMail } from '../../platform/mail/templates/layout';

const product = PRODUCT_NAME;

/** The confirmation of a wipe-out request: the link deletes the person's assessment data (`mail:wipeOut`). */
export function wipeOutMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  link: string;
}): OutgoingMail {
  const t = translator(m.lng);
  return composeMail(m, {
    lng: m.lng,
    subject: t('mail:wipeOut.subject', { product }),
    heading: t('mail:wipeOut.heading'),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [t('mail:wipeOut.asked')],
    action: { label: t('mail:wipeOut.action'), url: m.link },
    after: [t('mail:wipeOut.ignore')],
  });
}

/** A job candidate's invitation to take the Growth Leader Assessment (`mail:nomineeInvite`). */
export function nomineeInviteMail(m: {
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
    subject: t('mail:nomineeInvite.subject', { orgName: m.orgName }),
    heading: t('mail:nomineeInvite.heading'),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [
      t('mail:nomineeInvite.invites', { orgName: m.orgName, product }),
      t('mail:nomineeInvite.linkIntro', { count: m.ttlDays }),
    ],
    action: { label: t('mail:nomineeInvite.action'), url: m.link },
  });
}
