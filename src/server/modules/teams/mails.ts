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
