import { ALIGNMENT_SUBSCALES } from '../../../../../content/alignment';
import type { CapabilityCode } from '../../../../shared/enums';
import { type Ctx, capabilityText, citeProfile, HREF, habitOf, suggestLibrary, unknown } from './answer-kit';
import { knowledgeOf } from './knowledge';
import type { Intent } from './lexicon';

/* The answers from our content (with the person's data where it helps): giving feedback, the team, habits, the library. */

export async function giveFeedback(c: Ctx) {
  const cap = capabilityText('CANDOUR');
  c.say(
    c.tr('assistant:feedback.give', {
      capability: cap.name[c.language],
      definition: cap.definition[c.language],
    }),
  );
  c.cite({ kind: 'CAPABILITY', label: cap.name[c.language], href: null });
  c.say(c.tr('assistant:feedback.steps', { habit: habitOf(c, 'CANDOUR', 0) }));
  const ranking = c.person ? await c.person.gla() : null;
  const row = ranking?.find((r) => r.code === 'CANDOUR');
  if (ranking && row) {
    c.say(
      c.tr('assistant:feedback.yourRank', { capability: row.name, rank: row.rank, total: ranking.length }),
    );
    citeProfile(c);
  }
  const practice = ALIGNMENT_SUBSCALES.find((a) => a.code === 'COMMUNICATIVE');
  if (practice) {
    c.say(c.tr('assistant:team.practice', { practice: practice.practices[0][c.language] }));
    c.cite({ kind: 'ALIGNMENT_PRACTICE', label: practice.name[c.language], href: null });
  }
  suggestLibrary(c, 'CANDOUR');
}

export function team(c: Ctx, question: string) {
  const found = knowledgeOf(c.language).search(question, 'ALIGNMENT_PRACTICE', 2);
  const subscales = found.length
    ? found.map((f) => ALIGNMENT_SUBSCALES.find((a) => a.code === f.code)!)
    : ALIGNMENT_SUBSCALES.filter((a) => a.code === 'CLEAR' || a.code === 'COMMUNICATIVE');
  c.say(c.tr('assistant:team.intro'));
  for (const s of subscales) {
    c.say(
      c.tr('assistant:team.subscale', {
        name: s.name[c.language],
        definition: s.definition[c.language],
        practice: s.practices[0][c.language],
      }),
    );
    c.cite({ kind: 'ALIGNMENT_PRACTICE', label: s.name[c.language], href: null });
  }
}

export async function contentFor(c: Ctx, question: string, named: CapabilityCode | null, intent: Intent) {
  let code = named;
  if (!code && c.person) {
    const ranking = await c.person.gla();
    if (ranking) {
      code = [...ranking].sort((a, b) => b.rank - a.rank)[0].code;
      c.say(
        c.tr('assistant:practise.profile', {
          capability: ranking.find((r) => r.code === code)!.name,
          rank: ranking.length,
          total: ranking.length,
        }),
      );
      citeProfile(c);
    }
  }
  if (!code) {
    const hit = knowledgeOf(c.language).search(
      question,
      intent === 'LIBRARY' ? 'LIBRARY_SPRINT' : 'CAPABILITY',
      1,
    )[0];
    code = (hit?.capabilities[0] as CapabilityCode | undefined) ?? null;
  }
  if (!code) return unknown(c);
  if (intent === 'HABITS') {
    const cap = capabilityText(code);
    c.say(c.tr('assistant:habits.intro', { capability: cap.name[c.language] }));
    for (let i = 0; i < cap.habits.length; i++) c.say(`• ${habitOf(c, code, i)}`);
  } else {
    const running = c.person ? await c.person.sprint() : null;
    if (running) {
      c.say(c.tr('assistant:library.running', { sprint: running.label }));
      c.cite({ kind: 'SPRINT', label: running.label, href: HREF.sprint });
    }
    suggestLibrary(c, code, running?.code);
  }
}
