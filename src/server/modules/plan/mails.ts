import { PRODUCT_NAME } from '../../../shared/constants';
import type { Language, NetworkType } from '../../../shared/enums';
import { translator } from '../../platform/i18n';
import { recipientLanguage } from '../../platform/i18n/recipient-language';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { composeMail } from '../../platform/mail/templates/layout';
import type { PlanPeople } from './deps';

const product = PRODUCT_NAME;

/**
 * The language of a plan mail to someone known only by e-mail (a network member, a guest): the organisation's
 * default language, otherwise the inviter's. Call it before a transaction opens (the ports read outside it).
 */
export async function planMailLanguage(
  people: Pick<PlanPeople, 'organisation' | 'byId'>,
  p: { clientId: number; userId: number },
): Promise<Language> {
  const [organisation, inviter] = await Promise.all([people.organisation(p.clientId), people.byId(p.userId)]);
  return recipientLanguage({ organisation: organisation?.defaultLanguage, inviter: inviter?.language });
}

/** Invitation to join someone's nurture network, with the link that accepts it (`mail:networkInvitation`). */
export function networkInvitationMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  ownerName: string;
  role: NetworkType;
  link: string;
  ttlDays: number;
}): OutgoingMail {
  const t = translator(m.lng);
  return composeMail(m, {
    lng: m.lng,
    subject: t('mail:networkInvitation.subject', { ownerName: m.ownerName }),
    heading: t('mail:networkInvitation.heading'),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [
      t('mail:networkInvitation.invites', {
        ownerName: m.ownerName,
        product,
        role: t(`mail:networkRoles.${m.role}`),
      }),
      t('mail:networkInvitation.linkIntro', { count: m.ttlDays }),
    ],
    action: { label: t('mail:networkInvitation.action'), url: m.link },
  });
}

/** A meeting with a network member; the .ics travels as an attachment (`mail:meeting`). */
export function meetingMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  ownerName: string;
  title: string;
  when: string;
  location: string | null;
  note: string | null;
  ics: string;
}): OutgoingMail {
  const t = translator(m.lng);
  return composeMail(
    {
      ...m,
      attachments: [
        {
          filename: 'meeting.ics',
          contentType: 'text/calendar; method=REQUEST; charset=utf-8',
          content: m.ics,
        },
      ],
    },
    {
      lng: m.lng,
      subject: t('mail:meeting.subject', { title: m.title }),
      heading: t('mail:meeting.heading'),
      greeting: t('mail:layout.greeting', { name: m.name }),
      lines: [
        t('mail:meeting.scheduled', { ownerName: m.ownerName, title: m.title }),
        t('mail:meeting.when', { when: m.when }),
        ...(m.location ? [t('mail:meeting.where', { location: m.location })] : []),
      ],
      after: [...(m.note ? [m.note] : []), t('mail:meeting.calendar')],
    },
  );
}

/** A plan shared with a guest, who may read it and comment (`mail:planGuest`). */
export function planGuestMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  ownerName: string;
  year: number;
  link: string;
  ttlDays: number;
}): OutgoingMail {
  const t = translator(m.lng);
  return composeMail(m, {
    lng: m.lng,
    subject: t('mail:planGuest.subject', { ownerName: m.ownerName }),
    heading: t('mail:planGuest.heading'),
    greeting: t('mail:layout.greetingAnonymous'),
    lines: [
      t('mail:planGuest.shared', { ownerName: m.ownerName, year: m.year, product }),
      t('mail:planGuest.linkIntro', { count: m.ttlDays }),
    ],
    action: { label: t('mail:planGuest.action'), url: m.link },
  });
}
