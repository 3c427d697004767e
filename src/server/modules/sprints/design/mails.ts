import { PRODUCT_NAME } from '../../../../shared/constants';
import { formattersFor } from '../../../../shared/domain/format';
import type { Language } from '../../../../shared/enums';
import { translator } from '../../../platform/i18n';
import type { OutgoingMail } from '../../../platform/mail/outbox';
import { composeMail } from '../../../platform/mail/templates/layout';

/** Welcomes a crew member, with their guest link for feedback and advice (`sprint-design:mail.crewWelcome`). */
export function crewWelcomeMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  personName: string;
  sprintLabel: string;
  role: string;
  startDate: string;
  weeks: number;
  link: string;
}): OutgoingMail {
  const t = translator(m.lng);
  const vars = {
    person: m.personName,
    sprint: m.sprintLabel,
    role: t(`sprint-design:roles.${m.role}`),
    date: formattersFor(m.lng).date(m.startDate),
    count: m.weeks,
    product: PRODUCT_NAME,
  };
  return composeMail(m, {
    lng: m.lng,
    subject: t('sprint-design:mail.crewWelcome.subject', vars),
    heading: t('sprint-design:mail.crewWelcome.heading', vars),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [
      t('sprint-design:mail.crewWelcome.invited', vars),
      t('sprint-design:mail.crewWelcome.link', vars),
    ],
    action: { label: t('sprint-design:mail.crewWelcome.action'), url: m.link },
  });
}

/** Tells the person their sprint started, with the weekly check-ins as an `.ics` series attached. */
export function sprintStartedMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  sprintLabel: string;
  startDate: string;
  weeks: number;
  checkInWeekday: number;
  checkInTime: string;
  timezone: string;
  link: string;
  ics: string;
}): OutgoingMail {
  const t = translator(m.lng);
  // dates and times as the pages write them (decision 0079)
  const f = formattersFor(m.lng);
  const vars = {
    sprint: m.sprintLabel,
    date: f.date(m.startDate),
    count: m.weeks,
    weekday: f.weekday(m.checkInWeekday),
    time: f.clock(m.checkInTime),
    zone: m.timezone,
  };
  const mail = composeMail(m, {
    lng: m.lng,
    subject: t('sprint-design:mail.started.subject', vars),
    heading: t('sprint-design:mail.started.heading', vars),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [t('sprint-design:mail.started.dates', vars), t('sprint-design:mail.started.checkIns', vars)],
    action: { label: t('sprint-design:mail.started.action'), url: m.link },
  });
  return {
    ...mail,
    attachments: [
      { filename: 'check-ins.ics', contentType: 'text/calendar; method=REQUEST', content: m.ics },
    ],
  };
}
