import { PRODUCT_NAME } from '../../../shared/constants';
import type { Language } from '../../../shared/enums';
import { translator } from '../../platform/i18n';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { composeMail } from '../../platform/mail/templates/layout';

/** Tells an organisation member they were added to a team, with the way to its milestones (`mail:addedToTeam`). */
export function addedToTeamMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  teamName: string;
  addedBy: string;
  link: string;
}): OutgoingMail {
  const t = translator(m.lng);
  return composeMail(m, {
    lng: m.lng,
    subject: t('mail:addedToTeam.subject', { teamName: m.teamName }),
    heading: t('mail:addedToTeam.heading', { teamName: m.teamName }),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [
      t('mail:addedToTeam.added', { addedBy: m.addedBy, teamName: m.teamName, product: PRODUCT_NAME }),
      t('mail:addedToTeam.milestones'),
    ],
    action: { label: t('mail:addedToTeam.action'), url: m.link },
  });
}

/** Invites a guest from outside the organisation to a team, with the link to accept (`mail:teamInvitation`). */
export function teamInvitationMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  teamName: string;
  invitedBy: string;
  link: string;
  ttlDays: number;
}): OutgoingMail {
  const t = translator(m.lng);
  return composeMail(m, {
    lng: m.lng,
    subject: t('mail:teamInvitation.subject', { teamName: m.teamName }),
    heading: t('mail:teamInvitation.heading', { teamName: m.teamName }),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [
      t('mail:teamInvitation.invited', {
        invitedBy: m.invitedBy,
        teamName: m.teamName,
        product: PRODUCT_NAME,
      }),
    ],
    action: { label: t('mail:teamInvitation.action'), url: m.link },
    after: [t('mail:teamInvitation.expires', { count: m.ttlDays })],
  });
}
