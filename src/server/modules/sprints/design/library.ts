import { capabilityName, GROUP_TEXTS } from '../../../../../content/gla';
import { SPRINT_LIBRARY, type SprintTemplate } from '../../../../../content/sprints';
import type {
  LibraryResponse,
  LibrarySprint,
  RecommendationReason,
} from '../../../../shared/contracts/sprint-design';
import { CAPABILITIES, type Language } from '../../../../shared/enums';

/** How many of the person's weakest GLA capabilities the library recommends for. */
export const BOTTOM_CAPABILITIES = 3;

/** A library sprint in one language. */
export function librarySprintIn(s: SprintTemplate, lng: Language): LibrarySprint {
  const item = (i: {
    code: string;
    label: Record<Language, string>;
    description: Record<Language, string>;
  }) => ({
    code: i.code,
    label: i.label[lng],
    description: i.description[lng],
  });
  return {
    code: s.code,
    icon: s.icon,
    label: s.label[lng],
    description: s.description[lng],
    capabilities: s.capabilities.map((code) => ({
      code,
      name: capabilityName(code, lng),
      group: CAPABILITIES[code],
    })),
    durations: [...s.durations],
    actions: s.actions.map((a) => ({
      ...item(a),
      suggestedActivities: a.suggestedActivities.map((x) => ({
        code: x.code,
        kind: x.kind,
        title: x.title[lng],
      })),
    })),
    behaviours: s.behaviours.map(item),
    outcomes: s.outcomes.map(item),
  };
}

/**
 * The library in the person's language, recommended sprints first: those developing one of the person's bottom
 * three GLA capabilities and those serving an outcome chosen in the plan, each with its reasons (more reasons
 * first, then the weaker capability first), then the rest in library order.
 */
export function libraryFor(
  lng: Language,
  ranking: Array<{ code: string; name: string; rank: number }> | null,
  planOutcomes: Array<{ code: string; label: string }>,
): LibraryResponse['data'] {
  const bottom = [...(ranking ?? [])].sort((a, b) => b.rank - a.rank).slice(0, BOTTOM_CAPABILITIES);
  const entries = SPRINT_LIBRARY.map((s, index) => {
    const reasons: RecommendationReason[] = [];
    for (const c of bottom)
      if ((s.capabilities as string[]).includes(c.code))
        reasons.push({
          kind: 'capability',
          code: c.code as never,
          name: capabilityName(c.code as never, lng),
        });
    for (const o of planOutcomes)
      if (s.planOutcomes.includes(o.code)) reasons.push({ kind: 'outcome', code: o.code, label: o.label });
    const weakest = Math.max(
      0,
      ...bottom.filter((c) => (s.capabilities as string[]).includes(c.code)).map((c) => c.rank),
    );
    return { sprint: { ...librarySprintIn(s, lng), reasons }, index, weakest };
  });
  entries.sort(
    (a, b) =>
      Number(b.sprint.reasons.length > 0) - Number(a.sprint.reasons.length > 0) ||
      b.sprint.reasons.length - a.sprint.reasons.length ||
      b.weakest - a.weakest ||
      a.index - b.index,
  );
  return {
    language: lng,
    groups: GROUP_TEXTS.map((g) => ({ code: g.group, name: g.name[lng] })),
    sprints: entries.map((e) => e.sprint),
  };
}
