import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SprintSummary } from '../../../shared/contracts/sprint-board';
import { formattersFor } from '../../../shared/domain/format';
import type { Language } from '../../../shared/enums';
import { crewWelcomeMail } from './design/mails';
import { meetingWhen, sprintShareMail } from './run/mails';
import { teamSprintStartedMail } from './team/mails';

// issue 30 points 1 and 15 (a): a mail writes a date, a time and a number as the page does in the same language,
// through the one formatter (src/shared/domain/format.ts, decision 0079). Mails said "16. Dezember 2026" where the
// sprint's page says "16.12.2026", and "09:00" where the page says "9:00 AM".

const sprint = {
  label: 'Ship it calmly',
  description: null,
  startDate: '2026-11-12',
  lastDate: '2027-01-06',
  duration: 8,
  extendedWeeks: 0,
  actions: [],
  behaviours: [],
  outcomes: [],
  reviews: [],
} as unknown as SprintSummary;

const share = (lng: Language) =>
  sprintShareMail({
    lng,
    clientId: 1,
    to: 'x@example.test',
    name: 'Xan',
    ownerName: 'Mia Member',
    sprint,
    today: '2026-12-01',
    message: null,
  }).text;

describe('a mail writes dates as the page does', () => {
  for (const lng of ['de', 'ja', 'en', 'zh-CN'] as const) {
    it(`the sprint share mail's start and end dates (${lng})`, () => {
      const f = formattersFor(lng);
      const text = share(lng);
      expect(text).toContain(f.date('2027-01-06'));
      expect(text).toContain(f.date('2026-11-12'));
      // and no other form of the end day (the long one the mails used to write; Chinese writes both alike)
      if (f.longDate('2027-01-06') !== f.date('2027-01-06'))
        expect(text).not.toContain(f.longDate('2027-01-06'));
    });
  }

  it("the crew's welcome and the team sprint's start: the start day, the check-in's weekday and time (de, ja)", () => {
    for (const lng of ['de', 'ja'] as const) {
      const f = formattersFor(lng);
      const crew = crewWelcomeMail({
        lng,
        clientId: 1,
        to: 'c@example.test',
        name: 'Cara',
        personName: 'Mia Member',
        sprintLabel: 'Ship it calmly',
        role: 'Peer',
        startDate: '2026-11-12',
        weeks: 8,
        link: 'https://stride.example/x',
      }).text;
      expect(crew).toContain(f.date('2026-11-12'));
      const team = teamSprintStartedMail({
        lng,
        clientId: 1,
        to: 't@example.test',
        name: 'Tess',
        teamName: 'Platform Team',
        managerName: 'Max Manager',
        sprintLabel: 'Ship it calmly',
        startDate: '2026-11-12',
        weeks: 4,
        checkInWeekday: 3,
        checkInTime: '09:00',
        standUpTime: '14:30',
        timezone: 'Europe/Berlin',
        leads: [],
        link: 'https://stride.example/t',
        standUpsIcs: '',
        checkInsIcs: '',
      }).text;
      expect(team).toContain(f.date('2026-11-12'));
      expect(team).toContain(f.weekday(3));
      expect(team).toContain(f.clock('14:30'));
    }
    // English writes the time of day as the page does: '2:30 PM', never '14:30'
    const en = teamSprintStartedMail({
      lng: 'en',
      clientId: 1,
      to: 't@example.test',
      name: 'Tess',
      teamName: 'Platform Team',
      managerName: 'Max Manager',
      sprintLabel: 'Ship it calmly',
      startDate: '2026-11-12',
      weeks: 4,
      checkInWeekday: 3,
      checkInTime: '09:00',
      standUpTime: '14:30',
      timezone: 'Europe/Berlin',
      leads: [],
      link: 'https://stride.example/t',
      standUpsIcs: '',
      checkInsIcs: '',
    }).text;
    expect(en).toContain('2:30 PM');
    expect(en).not.toContain('14:30');
  });

  it("a meeting's day and hours in the sprint's zone, as the page's date and time", () => {
    const start = new Date('2026-12-02T09:00:00Z');
    const end = new Date('2026-12-02T09:30:00Z');
    const f = formattersFor('de', { timeZone: 'Europe/Berlin' });
    expect(meetingWhen('de', start, end, 'Europe/Berlin')).toBe(
      `${f.dateTime(start)} – ${f.time(end)} (Europe/Berlin)`,
    );
    expect(meetingWhen('de', start, end, 'Europe/Berlin')).toContain('10:00');
  });
});

/** Server files that write text people read: mails, PDFs, the assistant's answers, notifications. */
function readerFacing(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return readerFacing(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the server formats for people only through the shared formatter', () => {
  it('has no date, time or number format of its own (Intl formats, toFixed, toLocale...String)', () => {
    // all of src/server
    const root = join(__dirname, '../..');
    // the jobs' clock reads a zone's wall time for scheduling: no person reads it
    const machineOnly = new Set(['platform/jobs/cron.ts']);
    const own = /new Intl\.(DateTimeFormat|NumberFormat)|\.toFixed\(|\.toLocale(Date|Time)?String\(/;
    const offenders = readerFacing(root)
      .map((path) => relative(root, path))
      .filter((path) => !machineOnly.has(path))
      .filter((path) => own.test(readFileSync(join(root, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
