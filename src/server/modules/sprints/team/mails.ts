import { formattersFor } from '../../../../shared/domain/format';
import type { Language } from '../../../../shared/enums';
import { translator } from '../../../platform/i18n';
import type { OutgoingMail } from '../../../platform/mail/outbox';
import { composeMail } from '../../../platform/mail/templates/layout';

/**
 * Tells a sprint team member the team sprint started (`team-sprint-mail:mail.started`), with two calendar series
 * attached: the daily stand-ups (working days) and the weekly check-ins.
 */
export function teamSprintStartedMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  teamName: string;
  managerName: string;
  sprintLabel: string;
  startDate: string;
  weeks: number;
  checkInWeekday: number;
  checkInTime: string;
  standUpTime: string;
  timezone: string;
  leads: string[];
  link: string;
  standUpsIcs: string;
  checkInsIcs: string;
}): OutgoingMail {
  const t = translator(m.lng);
  // dates and times as the pages write them (decision 0079)
  const f = formattersFor(m.lng);
  const vars = {
    sprint: m.sprintLabel,
    team: m.teamName,
    manager: m.managerName,
    date: f.date(m.startDate),
    count: m.weeks,
    weekday: f.weekday(m.checkInWeekday),
    time: f.clock(m.checkInTime),
    standUpTime: f.clock(m.standUpTime),
    zone: m.timezone,
  };
  const mail = composeMail(m, {
    lng: m.lng,
    subject: t('team-sprint-mail:mail.started.subject', vars),
    heading: t('team-sprint-mail:mail.started.heading', vars),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [
      t('team-sprint-mail:mail.started.dates', vars),
      ...m.leads,
      t('team-sprint-mail:mail.started.standUps', vars),
      t('team-sprint-mail:mail.started.checkIns', vars),
    ],
    action: { label: t('team-sprint-mail:mail.started.action'), url: m.link },
  });
  return {
    ...mail,
    attachments: [
      { filename: 'stand-ups.ics', contentType: 'text/calendar; method=REQUEST', content: m.standUpsIcs },
      { filename: 'check-ins.ics', contentType: 'text/calendar; method=REQUEST', content: m.checkInsIcs },
    ],
  };
}

/** The manager's reminder to one sprint team member (`team-sprint-mail:mail.reminder`). */
export function teamSprintReminderMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  managerName: string;
  teamName: string;
  sprintLabel: string;
  link: string;
}): OutgoingMail {
  const t = translator(m.lng);
  const vars = { manager: m.managerName, team: m.teamName, sprint: m.sprintLabel };
  return composeMail(m, {
    lng: m.lng,
    subject: t('team-sprint-mail:mail.reminder.subject', vars),
    heading: t('team-sprint-mail:mail.reminder.heading', vars),
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines: [t('team-sprint-mail:mail.reminder.line', vars)],
    action: { label: t('team-sprint-mail:mail.reminder.action'), url: m.link },
  });
}
