import { PRODUCT_NAME } from '../../../../shared/constants';
import { formattersFor } from '../../../../shared/domain/format';
import type { Language } from '../../../../shared/enums';
import { translator } from '../../../platform/i18n';
import type { OutgoingMail } from '../../../platform/mail/outbox';
import { escapeHtml, headerText } from '../../../platform/mail/templates/escape';
import { composeMail } from '../../../platform/mail/templates/layout';

/**
 * A crew member's feedback request (`sprint-feedback:mail.request`) or the reminder they asked for
 * (`mail.reminder`): the person, the sprint, the deadline and the guest link, in the crew member's language.
 */
export function feedbackRequestMail(m: {
  kind: 'request' | 'reminder';
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  personName: string;
  sprintLabel: string;
  type: string;
  deadlineAt: Date;
  link: string;
}): OutgoingMail {
  const t = translator(m.lng);
  const vars = {
    person: m.personName,
    sprint: m.sprintLabel,
    // the deadline's day (UTC) as the pages write a date (decision 0079)
    date: formattersFor(m.lng, { timeZone: 'UTC' }).date(m.deadlineAt),
    type: t(`sprint-feedback:types.${m.type}`),
    product: PRODUCT_NAME,
  };
  const key = `sprint-feedback:mail.${m.kind}`;
  return composeMail(m, {
    lng: m.lng,
    subject: t(`${key}.subject`, vars),
    heading: t(`${key}.heading`, vars),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [t(`${key}.ask`, vars), t('sprint-feedback:mail.deadline', vars)],
    action: { label: t('sprint-feedback:mail.action'), url: m.link },
  });
}

/** The crew member's guest page with the link's token (already encoded for a URL). */
export const guestLink = (publicUrl: string, encodedToken: string) =>
  `${publicUrl}/development?token=${encodedToken}`;

const SLOTS = { person: '[[PERSON]]', sprint: '[[SPRINT]]', name: '[[NAME]]', token: '[[TOKEN]]' } as const;

/**
 * The same mails for a bulk send-out, fast: each language's mail is rendered once per kind, type and deadline day
 * with slots for the person, the sprint, the crew member and the link's token, which are then filled in (escaped
 * for the HTML part as the layout does). A 10,000-sprint send-out renders a handful of mails, not 30,000.
 */
export function feedbackMailRenderer(publicUrl: string) {
  const templates = new Map<string, OutgoingMail>();
  const html = (v: string) => escapeHtml(v).replace(/\r?\n/g, '<br>');
  return (m: Omit<Parameters<typeof feedbackRequestMail>[0], 'link'> & { token: string }): OutgoingMail => {
    const key = `${m.kind}|${m.lng}|${m.type}|${m.deadlineAt.toISOString().slice(0, 10)}`;
    let template = templates.get(key);
    if (!template) {
      template = feedbackRequestMail({
        ...m,
        to: '',
        clientId: null as unknown as number,
        name: SLOTS.name,
        personName: SLOTS.person,
        sprintLabel: SLOTS.sprint,
        link: guestLink(publicUrl, SLOTS.token),
      });
      templates.set(key, template);
    }
    const token = encodeURIComponent(m.token);
    const fill = (s: string, asValue: (v: string) => string) =>
      s
        .replaceAll(SLOTS.token, token)
        .replaceAll(SLOTS.person, asValue(m.personName))
        .replaceAll(SLOTS.sprint, asValue(m.sprintLabel))
        .replaceAll(SLOTS.name, asValue(m.name));
    return {
      clientId: m.clientId,
      to: m.to,
      subject: fill(template.subject, headerText),
      text: fill(template.text, (v) => v),
      html: template.html ? fill(template.html, html) : undefined,
    };
  };
}
