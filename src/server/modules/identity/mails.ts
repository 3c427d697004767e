import { PRODUCT_NAME } from '../../../shared/constants';
import type { OutgoingMail } from '../../platform/mail/outbox';

/** The set-password invitation of a new account. Plain text: links are the only markup a reader needs. */
export function setPasswordMail(m: {
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
    subject: `Welcome to ${PRODUCT_NAME}: set your password`,
    text: [
      `Hello ${m.name},`,
      '',
      `An account for ${m.orgName} is ready for you on ${PRODUCT_NAME}.`,
      `Set your password with this link (it works once and expires in ${m.ttlDays} days):`,
      m.link,
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}
