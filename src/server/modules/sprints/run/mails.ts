import type { SprintSummary } from '../../../../shared/contracts/sprint-board';
import { formattersFor } from '../../../../shared/domain/format';
import type { Language } from '../../../../shared/enums';
import { translator } from '../../../platform/i18n';
import type { OutgoingMail } from '../../../platform/mail/outbox';
import { composeMail } from '../../../platform/mail/templates/layout';

/**
 * A meeting time as the recipient reads it: in their language, in the sprint owner's zone, zone named; the day and
 * times through the pages' formatter (decision 0079).
 */
export function meetingWhen(lng: Language, start: Date, end: Date, timeZone: string): string {
  const f = formattersFor(lng, { timeZone });
  return `${f.dateTime(start)} – ${f.time(end)} (${timeZone})`;
}

/** An activity's meeting sent to a person involved, with its .ics (`mail:sprintActivity`): REQUEST or CANCEL. */
export function activityInvitationMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  ownerName: string;
  title: string;
  sprint: string;
  when: string;
  ics: string;
  cancel: boolean;
  /** the meeting's video link (the owner's conference provider), or null */
  video?: string | null;
}): OutgoingMail {
  const t = translator(m.lng);
  const method = m.cancel ? 'CANCEL' : 'REQUEST';
  return composeMail(
    {
      ...m,
      attachments: [
        {
          filename: 'activity.ics',
          contentType: `text/calendar; method=${method}; charset=utf-8`,
          content: m.ics,
        },
      ],
    },
    m.cancel
      ? {
          lng: m.lng,
          subject: t('mail:sprintActivity.cancelSubject', { title: m.title }),
          heading: t('mail:sprintActivity.cancelHeading'),
          greeting: t('mail:layout.greeting', { name: m.name }),
          lines: [t('mail:sprintActivity.cancelled', { ownerName: m.ownerName, title: m.title })],
        }
      : {
          lng: m.lng,
          subject: t('mail:sprintActivity.subject', { title: m.title }),
          heading: t('mail:sprintActivity.heading'),
          greeting: t('mail:layout.greeting', { name: m.name }),
          lines: [
            t('mail:sprintActivity.invited', { ownerName: m.ownerName, title: m.title, sprint: m.sprint }),
            t('mail:sprintActivity.when', { when: m.when }),
            ...(m.video ? [t('mail:sprintActivity.video', { url: m.video })] : []),
          ],
          after: [t('mail:sprintActivity.calendar')],
        },
  );
}

const COLUMN_KEYS = { TODO: 'todo', IN_PROGRESS: 'inProgress', DONE: 'done' } as const;

/** A read-only copy of a sprint mailed to someone (`mail:sprintShare`): dates, actions with activities, review. */
export function sprintShareMail(m: {
  lng: Language;
  clientId: number;
  to: string;
  name: string;
  ownerName: string;
  sprint: SprintSummary;
  today: string;
  message: string | null;
}): OutgoingMail {
  const t = translator(m.lng);
  const s = m.sprint;
  // the sprint's days as its pages write them (decision 0079)
  const date = (d: string | null) => formattersFor(m.lng).date(d);
  const lines = [
    t('mail:sprintShare.intro', { ownerName: m.ownerName, date: date(m.today) }),
    ...(s.description ? [s.description] : []),
    ...(s.startDate
      ? [
          t('mail:sprintShare.dates', {
            start: date(s.startDate),
            end: date(s.lastDate),
            weeks: s.duration + s.extendedWeeks,
          }),
        ]
      : []),
    `${t('mail:sprintShare.actions')}:`,
    ...s.actions.flatMap((a) => [
      `• ${a.label}`,
      ...a.activities.map((x) => `   – ${x.title} (${t(`mail:sprintShare.${COLUMN_KEYS[x.status]}`)})`),
    ]),
    `${t('mail:sprintShare.behaviours')}: ${s.behaviours.map((b) => b.label).join('; ')}`,
    `${t('mail:sprintShare.outcomes')}: ${s.outcomes.map((o) => o.label).join('; ')}`,
    ...s.reviews.filter((r) => r.reflection).map((r) => t('mail:sprintShare.review', { text: r.reflection })),
  ];
  return composeMail(m, {
    lng: m.lng,
    subject: t('mail:sprintShare.subject', { ownerName: m.ownerName, sprint: s.label }),
    heading: s.label,
    greeting: t('mail:layout.greeting', { name: m.name }),
    lines,
    after: m.message ? [t('mail:sprintShare.note', { ownerName: m.ownerName, message: m.message })] : [],
  });
}
