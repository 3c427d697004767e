import { PRODUCT_NAME } from '../../../shared/constants';
import type { OutgoingMail } from '../../platform/mail/outbox';

/** The confirmation of a wipe-out request: the link deletes the person's assessment data. */
export function wipeOutMail(m: { clientId: number; to: string; name: string; link: string }): OutgoingMail {
  return {
    clientId: m.clientId,
    to: m.to,
    subject: `${PRODUCT_NAME}: confirm deleting your Growth Leader Assessment data`,
    text: [
      `Hello ${m.name},`,
      '',
      'You asked us to delete your Growth Leader Assessment data: your answers, your Leader Profile and your',
      'research answers. Open this link to confirm (it works once, within a day):',
      m.link,
      '',
      'If you did not ask for this, ignore this e-mail and nothing will be deleted.',
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

/** A job candidate's invitation to take the Growth Leader Assessment. */
export function nomineeInviteMail(m: {
  clientId: number;
  to: string;
  name: string;
  orgName: string;
  link: string;
  ttlDays: number;
}): OutgoingMail {
  return {
    clientId: m.clientId,
    to: m.to,
    subject: `${m.orgName} invites you to take the Growth Leader Assessment`,
    text: [
      `Hello ${m.name},`,
      '',
      `${m.orgName} invites you to take the Growth Leader Assessment on ${PRODUCT_NAME}: two short surveys`,
      'about how you lead (about 20 minutes). You can stop and come back with the same link.',
      `Your link (it expires in ${m.ttlDays} days):`,
      m.link,
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}
