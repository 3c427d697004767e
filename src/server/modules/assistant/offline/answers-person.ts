import type { CapabilityCode } from '../../../../shared/enums';
import {
  type Ctx,
  capabilityContent,
  capabilityText,
  citeProfile,
  HREF,
  habitOf,
  noGla,
  noPlan,
  noSprint,
  suggestLibrary,
} from './answer-kit';

/* The answers about the asking person's own data: Leader Profile, plan, sprint, check-ins, crew feedback, badges. */

export async function practise(c: Ctx, named: CapabilityCode | null) {
  const ranking = await c.person!.gla();
  let focus = named;
  if (ranking) {
    const weakest = [...ranking].sort((a, b) => b.rank - a.rank)[0];
    focus ??= weakest.code;
    const row = ranking.find((r) => r.code === focus)!;
    c.say(
      c.tr('assistant:practise.profile', { capability: row.name, rank: row.rank, total: ranking.length }),
    );
    citeProfile(c);
  } else if (!focus) {
    noGla(c);
  }
  // the Leader Profile's paragraph is streamed while the sprint is still being read
  const running = await c.person!.sprint();
  if (running) {
    const behaviours = running.behaviours.map((b) => b.label);
    c.say(c.tr('assistant:practise.sprint', { sprint: running.label, behaviours: c.list(behaviours) }));
    const open = running.actions.filter((a) => a.status !== 'FINISHED').map((a) => a.label);
    if (open.length) c.say(c.tr('assistant:practise.actions', { actions: c.list(open) }));
    c.cite({ kind: 'SPRINT', label: running.label, href: HREF.sprint });
    c.act({ label: c.tr('assistant:actions.openSprintDashboard'), href: HREF.sprint });
  }
  if (focus) {
    c.say(c.tr('assistant:practise.habit', { habit: habitOf(c, focus) }));
    if (!running) suggestLibrary(c, focus);
  }
}

export async function profile(c: Ctx, named: CapabilityCode | null) {
  const ranking = await c.person!.gla();
  if (!ranking) {
    noGla(c);
    if (named) await capabilityContent(c, named);
    return;
  }
  if (!named) return strengths(c);
  const row = ranking.find((r) => r.code === named)!;
  const cap = capabilityText(named);
  citeProfile(c);
  c.say(
    c.tr('assistant:profile.capability', {
      capability: row.name,
      rank: row.rank,
      total: ranking.length,
      definition: cap.definition[c.language],
    }),
  );
  const high = row.rank <= Math.ceil(ranking.length / 3);
  const low = row.rank > ranking.length - Math.ceil(ranking.length / 3);
  c.say(
    high
      ? c.tr('assistant:profile.high', { text: cap.high[c.language] })
      : low
        ? c.tr('assistant:profile.low', { text: cap.low[c.language] })
        : c.tr('assistant:profile.middle'),
  );
  c.cite({ kind: 'CAPABILITY', label: cap.name[c.language], href: HREF.profile });
  c.say(c.tr('assistant:practise.habit', { habit: habitOf(c, named) }));
  if (!high) suggestLibrary(c, named);
}

export async function strengths(c: Ctx) {
  const ranking = await c.person!.gla();
  if (!ranking) return noGla(c);
  const sorted = [...ranking].sort((a, b) => a.rank - b.rank);
  citeProfile(c);
  c.say(
    c.tr('assistant:strengths.top', { strengths: c.list(sorted.slice(0, 3).map((r) => r.name)) }),
    c.tr('assistant:strengths.grow', { capability: sorted[sorted.length - 1].name }),
  );
  c.act({ label: c.tr('assistant:actions.openProfile'), href: HREF.profile });
}

export async function feedbackReceived(c: Ctx) {
  const running = await c.person!.sprint();
  if (!running) return noSprint(c);
  c.cite({
    kind: 'FEEDBACK',
    label: c.tr('assistant:cite.feedback', { sprint: running.label }),
    href: HREF.feedback,
  });
  if (!running.feedback.length) {
    c.say(c.tr('assistant:feedback.noneYet', { sprint: running.label }));
  } else {
    c.say(c.tr('assistant:feedback.received', { count: running.feedback.length, sprint: running.label }));
    for (const f of running.feedback.slice(0, 3))
      c.say(c.tr('assistant:feedback.quote', { from: f.from, text: f.text }));
  }
  c.act({ label: c.tr('assistant:actions.openFeedback'), href: HREF.feedback });
}

export async function plan(c: Ctx) {
  const p = await c.person!.plan();
  if (!p) return noPlan(c);
  c.cite({ kind: 'PLAN', label: c.tr('assistant:cite.plan', { year: p.year }), href: HREF.plan });
  if (p.currentRole) c.say(c.tr('assistant:plan.role', { role: p.currentRole }));
  if (p.challenges.length) c.say(c.tr('assistant:plan.challenges', { challenges: c.list(p.challenges) }));
  if (p.outcomes.length) c.say(c.tr('assistant:plan.outcomes', { outcomes: c.list(p.outcomes) }));
  if (p.goals.length) c.say(c.tr('assistant:plan.goals', { goals: c.list(p.goals.map((g) => g.label)) }));
  if (!p.challenges.length && !p.outcomes.length) {
    c.say(c.tr('assistant:plan.empty'));
    c.act({ label: c.tr('assistant:actions.openPlan'), href: HREF.plan });
    return;
  }
  const next = p.milestones.find((m) => m.date >= new Date().toISOString().slice(0, 10));
  if (next) c.say(c.tr('assistant:milestones.next', { title: next.title, date: c.date(next.date) }));
  c.act({ label: c.tr('assistant:actions.openPlan'), href: HREF.plan });
}

export async function milestones(c: Ctx) {
  const p = await c.person!.plan();
  if (!p) return noPlan(c);
  c.cite({ kind: 'PLAN', label: c.tr('assistant:cite.plan', { year: p.year }), href: HREF.milestones });
  const today = new Date().toISOString().slice(0, 10);
  const upcoming = p.milestones.filter((m) => m.date >= today);
  if (!p.milestones.length) c.say(c.tr('assistant:milestones.none'));
  else if (!upcoming.length) c.say(c.tr('assistant:milestones.allPast', { count: p.milestones.length }));
  else {
    c.say(c.tr('assistant:milestones.next', { title: upcoming[0].title, date: c.date(upcoming[0].date) }));
    if (upcoming.length > 1)
      c.say(
        c.tr('assistant:milestones.later', {
          milestones: c.list(upcoming.slice(1, 4).map((m) => `${m.title} (${c.date(m.date)})`)),
        }),
      );
  }
  c.act({ label: c.tr('assistant:actions.addMilestone'), href: HREF.milestones });
}

export async function sprint(c: Ctx) {
  const running = await c.person!.sprint();
  if (!running) return noSprint(c);
  c.cite({ kind: 'SPRINT', label: running.label, href: HREF.sprint });
  c.say(c.tr('assistant:sprint.current', { sprint: running.label }));
  if (running.behaviours.length)
    c.say(
      c.tr('assistant:practise.sprint', {
        sprint: running.label,
        behaviours: c.list(running.behaviours.map((b) => b.label)),
      }),
    );
  const done = running.checkIns.filter((x) => x.status === 'COMPLETED').length;
  c.say(c.tr('assistant:checkIns.count', { count: done, total: running.checkIns.length }));
  if (running.lastDate) c.say(c.tr('assistant:sprint.ends', { date: c.date(running.lastDate) }));
  c.act({ label: c.tr('assistant:actions.openSprintDashboard'), href: HREF.sprint });
}

export async function checkIns(c: Ctx) {
  const running = await c.person!.sprint();
  if (!running) return noSprint(c);
  c.cite({
    kind: 'CHECK_IN',
    label: c.tr('assistant:cite.checkIns', { sprint: running.label }),
    href: HREF.sprint,
  });
  const done = running.checkIns.filter((x) => x.status === 'COMPLETED');
  c.say(c.tr('assistant:checkIns.count', { count: done.length, total: running.checkIns.length }));
  const now = new Date().toISOString();
  const next =
    running.checkIns.find((x) => x.status !== 'COMPLETED' && x.status !== 'SKIPPED' && x.dueAt >= now) ??
    running.checkIns.find((x) => x.status === 'IN_PROGRESS' || x.status === 'DRAFT');
  if (next) c.say(c.tr('assistant:checkIns.next', { date: c.date(next.dueAt) }));
  const note = [...done].reverse().find((x) => x.progressNote)?.progressNote;
  if (note) c.say(c.tr('assistant:checkIns.lastNote', { note }));
  c.act({ label: c.tr('assistant:actions.openSprintDashboard'), href: HREF.sprint });
}

export async function badges(c: Ctx) {
  const b = await c.person!.badges();
  c.cite({ kind: 'BADGES', label: c.tr('assistant:cite.badges'), href: HREF.home });
  c.say(
    b.earned.length
      ? c.tr('assistant:badges.earned', { badges: c.list(b.earned) })
      : c.tr('assistant:badges.none'),
  );
  if (b.open.length) c.say(c.tr('assistant:badges.open', { badges: c.list(b.open.slice(0, 3)) }));
}
