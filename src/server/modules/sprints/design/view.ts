import type {
  CrewView,
  DesignStep,
  SprintItemView,
  SprintView,
} from '../../../../shared/contracts/sprint-design';
import { sprintEndDate } from '../../../../shared/domain/sprint-end-date';
import type { CrewRole, CrewStatus, SprintItemKind, SprintStatus } from '../../../../shared/sprint-enums';
import type { CrewRow, SprintItemRow, SprintRow } from './repo';

/** A suggested activity as stored on an action: the library's suggestion and whether the person chose it. */
export interface StoredSuggestion {
  code: string;
  kind: string;
  title: string;
  chosen?: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function itemView(i: SprintItemRow): SprintItemView {
  const suggested = (i.suggestedActivities ?? []) as StoredSuggestion[];
  return {
    id: i.id,
    kind: i.kind as SprintItemKind,
    code: i.code,
    label: i.label,
    description: i.description,
    sortIndex: i.sortIndex,
    status: i.status,
    suggestedActivities: suggested.map((s) => ({
      code: s.code as SprintItemView['suggestedActivities'][number]['code'],
      kind: s.kind as SprintItemView['suggestedActivities'][number]['kind'],
      title: s.title,
      chosen: s.chosen === true,
    })),
  };
}

export function crewView(c: CrewRow): CrewView {
  return {
    id: c.id,
    userId: c.userId,
    name: c.name,
    email: c.email,
    role: c.role as CrewRole,
    status: c.status as CrewStatus,
    invitedAt: iso(c.invitedAt),
    lastMailedAt: iso(c.lastMailedAt),
  };
}

/** The sprint as read: its fields, its items by kind in their order, and its crew. */
export function sprintView(s: SprintRow, items: SprintItemRow[], crew: CrewRow[]): SprintView {
  const of = (kind: SprintItemKind) =>
    items
      .filter((i) => i.kind === kind)
      .sort((a, b) => a.sortIndex - b.sortIndex || a.id - b.id)
      .map(itemView);
  return {
    id: s.id,
    userId: s.userId,
    sprintType: s.sprintType,
    sprintCode: s.sprintCode,
    custom: s.custom,
    label: s.label,
    description: s.description,
    icon: s.icon,
    status: s.status as SprintStatus,
    outcomeStatus: s.outcomeStatus,
    designStep: s.designStep as DesignStep,
    durationWeeks: s.durationWeeks,
    extendedWeeks: s.extendedWeeks,
    feedbackFrequencyDays: s.feedbackFrequencyDays,
    checkInWeekday: s.checkInWeekday,
    checkInTime: s.checkInTime,
    timezone: s.timezone,
    startDate: s.startDate,
    startsAt: iso(s.startsAt),
    endsAt: iso(s.endsAt),
    lastDate: sprintEndDate(s),
    startedAt: iso(s.startedAt),
    version: s.version,
    actions: of('ACTION'),
    behaviours: of('BEHAVIOUR'),
    outcomes: of('OUTCOME'),
    crew: crew.map(crewView),
  };
}
