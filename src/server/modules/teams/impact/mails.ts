import { PRODUCT_NAME } from '../../../../shared/constants';
import type { ImpactEvent } from '../../../../shared/contracts/team-impact';
import type { Language } from '../../../../shared/enums';
import { translator } from '../../../platform/i18n';
import type { OutgoingMail } from '../../../platform/mail/outbox';
import { composeMail } from '../../../platform/mail/templates/layout';

/** The mail texts' key of each event in the `team-impact` namespace (mail.<key>.*). */
export const MAIL_KEY: Record<ImpactEvent, string> = {
  request_gla_v2: 'requestGla',
  remind_gla_v2: 'remindGla',
  redo_gla_v2: 'redoGla',
  request_gl_360: 'request360',
  remind_gl_360: 'remind360',
  redo_gl_360: 'redo360',
  team_sprint_suggestion_email: 'teamSprint',
};

/** A manager's request, reminder or suggestion to a member, in the member's language, with the way there. */
export function impactMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  event: ImpactEvent;
  managerName: string;
  teamName: string;
  link: string;
}): OutgoingMail {
  const t = translator(m.lng);
  const key = `team-impact:mail.${MAIL_KEY[m.event]}`;
  const values = { managerName: m.managerName, teamName: m.teamName, product: PRODUCT_NAME };
  return composeMail(m, {
    lng: m.lng,
    subject: t(`${key}.subject`, values),
    heading: t(`${key}.heading`, values),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [t(`${key}.body`, values)],
    action: { label: t(`${key}.action`, values), url: m.link },
  });
}
