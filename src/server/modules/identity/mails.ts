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

/** A person who already has an account was added to another organisation: no new password, just a sign-in. */
/** A person with an account is invited to another organisation: they join only by accepting (issue 19). */
export function joinOrganisationMail(m: {
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
    subject: `You are invited to join ${m.orgName} on ${PRODUCT_NAME}`,
    text: [
      `Hello ${m.name},`,
      '',
      `${m.orgName} invites you to join them on ${PRODUCT_NAME}. Nothing changes until you accept.`,
      `Accept with this link (it expires in ${m.ttlDays} days); then choose ${m.orgName} in the organisation switch:`,
      m.link,
      '',
      'If you do not want to join, ignore this e-mail.',
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

export function addedToOrganisationMail(m: {
  clientId: number;
  to: string;
  name: string;
  orgName: string;
  link: string;
}): OutgoingMail {
  return {
    clientId: m.clientId,
    to: m.to,
    subject: `You were added to ${m.orgName} on ${PRODUCT_NAME}`,
    text: [
      `Hello ${m.name},`,
      '',
      `You now belong to ${m.orgName} on ${PRODUCT_NAME} as well. Sign in with your usual password and choose`,
      `${m.orgName} in the organisation switch:`,
      m.link,
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}
