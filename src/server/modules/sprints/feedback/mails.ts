import { PRODUCT_NAME } from '../../../../shared/constants';
import type { Language } from '../../../../shared/enums';
import { translator } from '../../../platform/i18n';
import type { OutgoingMail } from '../../../platform/mail/outbox';
import { composeMail } from '../../../platform/mail/templates/layout';

const longDate = (lng: Language, at: Date) =>
  new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(at);

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
    date: longDate(m.lng, m.deadlineAt),
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
