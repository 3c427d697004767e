import { PRODUCT_NAME } from '../../../shared/constants';
import type { OutgoingMail } from '../../platform/mail/outbox';

/** Tells an organisation member they were added to a team, with the way to its milestones. */
export function addedToTeamMail(m: {
  clientId: number;
  to: string;
  name: string;
  teamName: string;
  addedBy: string;
  link: string;
}): OutgoingMail {
  return {
    clientId: m.clientId,
    to: m.to,
    subject: `You were added to the team ${m.teamName}`,
    text: [
      `Hello ${m.name},`,
      '',
      `${m.addedBy} added you to the team "${m.teamName}" on ${PRODUCT_NAME}.`,
      "The team's milestones now show on the milestone tab of your Leader Impact plan:",
      m.link,
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}
