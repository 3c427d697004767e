import { PRODUCT_NAME } from '../../../shared/constants';
import type { OutgoingMail } from '../../platform/mail/outbox';

/** Invitation to join someone's nurture network, with the link that accepts it. */
export function networkInvitationMail(m: {
  clientId: number;
  to: string;
  name: string;
  ownerName: string;
  role: string;
  link: string;
  ttlDays: number;
}): OutgoingMail {
  return {
    clientId: m.clientId,
    to: m.to,
    subject: `${m.ownerName} invites you to their nurture network`,
    text: [
      `Hello ${m.name},`,
      '',
      `${m.ownerName} is working on their Leader Impact plan on ${PRODUCT_NAME} and would like you in their nurture network (${m.role}).`,
      `Accept with this link (it expires in ${m.ttlDays} days):`,
      m.link,
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

/** A meeting with a network member; the .ics travels as an attachment. */
export function meetingMail(m: {
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
  return {
    clientId: m.clientId,
    to: m.to,
    subject: `Meeting invitation: ${m.title}`,
    text: [
      `Hello ${m.name},`,
      '',
      `${m.ownerName} has scheduled a meeting with you: ${m.title}.`,
      `When: ${m.when}`,
      ...(m.location ? [`Where: ${m.location}`] : []),
      ...(m.note ? ['', m.note] : []),
      '',
      'The attached calendar file adds it to your calendar.',
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
    attachments: [
      {
        filename: 'meeting.ics',
        contentType: 'text/calendar; method=REQUEST; charset=utf-8',
        content: m.ics,
      },
    ],
  };
}

/** A plan shared with a guest, who may read it and comment. */
export function planGuestMail(m: {
  clientId: number;
  to: string;
  ownerName: string;
  year: number;
  link: string;
  ttlDays: number;
}): OutgoingMail {
  return {
    clientId: m.clientId,
    to: m.to,
    subject: `${m.ownerName} shared their Leader Impact plan with you`,
    text: [
      'Hello,',
      '',
      `${m.ownerName} shared their ${m.year} Leader Impact plan on ${PRODUCT_NAME} with you. You can read it and leave comments.`,
      `Open it with this link (it expires in ${m.ttlDays} days):`,
      m.link,
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}
