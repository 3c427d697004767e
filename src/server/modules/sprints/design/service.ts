import { sprintTemplate } from '../../../../../content/sprints';
import {
  DESIGN_STEPS,
  type DesignStep,
  type SaveDesignBody,
} from '../../../../shared/contracts/sprint-design';
import { hasEntitlement } from '../../../../shared/domain/entitlements';
import { todayIn } from '../../../../shared/domain/zoned-time';
import { type Language, languageOf } from '../../../../shared/enums';
import type { SprintItemKind } from '../../../../shared/sprint-enums';
import type { Principal } from '../../../platform/auth/access';
import type { Db } from '../../../platform/db/client';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import { tierFeatures } from '../../licensing';
import type { SprintsDeps } from '../deps';
import type { DesignRepo, NewSprintItem, SprintRow } from './repo';
import { requireSprintsUnlocked } from './unlock';
import { type StoredSuggestion, sprintView } from './view';

export const asLanguage = (v: string | null | undefined): Language => languageOf(v) ?? 'en';

const stepIndex = (s: string) => DESIGN_STEPS.indexOf(s as DesignStep);
/** the step the wizard resumes at after saving `saved` (never going back) */
const furthest = (current: string, saved: DesignStep): DesignStep => {
  const next = DESIGN_STEPS[Math.min(stepIndex(saved) + 1, DESIGN_STEPS.length - 1)];
  return stepIndex(current) >= stepIndex(next) ? (current as DesignStep) : next;
};

const KIND_FIELD = { ACTION: 'actions', BEHAVIOUR: 'behaviours', OUTCOME: 'outcomes' } as const;

export type DesignDeps = SprintsDeps & { repo: DesignRepo };

/** Designing a personal sprint (NOT_STARTED), step by step, and reading it. */
export function createDesignService(deps: DesignDeps) {
  const { db, repo, clock } = deps;

  const language = async (p: Principal) => asLanguage((await deps.people.byId(p.userId))?.language);
  const hasFeature = async (clientId: number, key: 'predesigned-sprint' | 'user-sprint-engine') =>
    hasEntitlement(tierFeatures((await deps.licensing.summary(clientId)).planCode), key);

  async function read(s: SprintRow, tx: Db = db) {
    const [items, crew] = await Promise.all([repo.items(s.id, tx), repo.crew(s.id, tx)]);
    return sprintView(s, items, crew);
  }

  /** The caller's own sprint, locked; another person's is 404 and a started one refuses design changes (409). */
  async function ownDesign(p: Principal, id: number, tx: Db): Promise<SprintRow> {
    const s = await repo.lock(p.clientId, id, tx);
    if (!s || s.userId !== p.userId || s.sprintType !== 'USER_SPRINT') throw notFound('The sprint');
    if (s.status !== 'NOT_STARTED')
      throw conflict('The sprint has started; its design can no longer change.', 'SPRINT_STARTED');
    return s;
  }

  /** Replaces the items of one kind: kept ones (by id) are edited, new ones added, missing ones removed. */
  async function saveItems(
    s: SprintRow,
    kind: SprintItemKind,
    list: Array<{ id?: number; label: string; description?: string | null }>,
    tx: Db,
  ) {
    const existing = (await repo.items(s.id, tx)).filter((i) => i.kind === kind);
    const field = KIND_FIELD[kind];
    list.forEach((item, index) => {
      if (item.id !== undefined && !existing.some((e) => e.id === item.id))
        throw badRequest(`${field}.${index}.id: is not an item of this sprint`);
    });
    await repo.deleteItems(
      s.id,
      kind,
      list.flatMap((i) => (i.id ? [i.id] : [])),
      tx,
    );
    const added: NewSprintItem[] = [];
    for (const [index, item] of list.entries()) {
      const values = { label: item.label, description: item.description ?? null, sortIndex: index };
      if (item.id !== undefined) await repo.updateItem(item.id, values, tx);
      else
        added.push({
          ...values,
          sprintId: s.id,
          clientId: s.clientId,
          kind,
          code: null,
          suggestedActivities: [],
        });
    }
    await repo.insertItems(added, tx);
  }

  /** The library sprint's texts and items in the person's language (replacing what the design had). */
  async function selectTemplate(s: SprintRow, code: string, lng: Language, tx: Db) {
    const template = sprintTemplate(code);
    if (!template) throw badRequest('sprintCode: is not a sprint of the library');
    await repo.updateSprint(
      s.id,
      {
        sprintCode: template.code,
        custom: false,
        label: template.label[lng],
        description: template.description[lng],
        icon: template.icon,
        durationWeeks: template.durations.includes(s.durationWeeks as never)
          ? s.durationWeeks
          : template.durations[0],
      },
      tx,
    );
    for (const kind of ['ACTION', 'BEHAVIOUR', 'OUTCOME'] as const)
      await repo.deleteItems(s.id, kind, [], tx);
    const rows: NewSprintItem[] = [];
    const base = { sprintId: s.id, clientId: s.clientId };
    for (const [i, a] of template.actions.entries())
      rows.push({
        ...base,
        kind: 'ACTION',
        code: a.code,
        label: a.label[lng],
        description: a.description[lng],
        sortIndex: i,
        suggestedActivities: a.suggestedActivities.map(
          (x): StoredSuggestion => ({ code: x.code, kind: x.kind, title: x.title[lng], chosen: false }),
        ),
      });
    for (const [kind, list] of [
      ['BEHAVIOUR', template.behaviours],
      ['OUTCOME', template.outcomes],
    ] as const)
      for (const [i, b] of list.entries())
        rows.push({
          ...base,
          kind,
          code: b.code,
          label: b.label[lng],
          description: b.description[lng],
          sortIndex: i,
        });
    await repo.insertItems(rows, tx);
  }

  /**
   * Applies one saved step's fields to a design (personal or team, issue 13): the selection, configuration,
   * items and routines. The caller has locked the sprint and checked who may change it.
   */
  async function applySteps(
    s: SprintRow,
    body: Omit<SaveDesignBody, 'step'> & { step: string },
    lng: Language,
    tx: Db,
  ) {
    if (body.step === 'select') {
      if (body.sprintCode) await selectTemplate(s, body.sprintCode, lng, tx);
      else if (body.custom) {
        for (const field of ['actions', 'behaviours', 'outcomes'] as const)
          if (!body[field]) throw badRequest(`${field}: needs at least one`);
        await repo.updateSprint(
          s.id,
          {
            sprintCode: null,
            custom: true,
            icon: 'EditNote',
            label: body.custom.label,
            description: body.custom.description ?? null,
          },
          tx,
        );
        for (const kind of ['ACTION', 'BEHAVIOUR', 'OUTCOME'] as const)
          await repo.deleteItems(s.id, kind, [], tx);
      } else if (s.label === '') throw badRequest('sprintCode: is required (or custom for your own sprint)');
    }
    if (body.configure) {
      const c = body.configure;
      if (c.startDate < todayIn(c.timezone, clock.now()))
        throw badRequest('configure.startDate: must be today or later in your time zone');
      await repo.updateSprint(s.id, { ...c }, tx);
    }
    if (body.actions) await saveItems(s, 'ACTION', body.actions, tx);
    if (body.behaviours) await saveItems(s, 'BEHAVIOUR', body.behaviours, tx);
    if (body.outcomes) await saveItems(s, 'OUTCOME', body.outcomes, tx);
    if (body.routines) {
      const r = body.routines;
      await repo.updateSprint(s.id, { checkInWeekday: r.checkInWeekday, checkInTime: r.checkInTime }, tx);
      const actions = (await repo.items(s.id, tx)).filter((i) => i.kind === 'ACTION');
      for (const [index, choice] of r.activities.entries()) {
        const action = actions.find((a) => a.id === choice.actionId);
        if (!action)
          throw badRequest(`routines.activities.${index}.actionId: is not an action of this sprint`);
        const suggestions = (action.suggestedActivities ?? []) as StoredSuggestion[];
        for (const code of choice.codes)
          if (!suggestions.some((x) => x.code === code))
            throw badRequest(`routines.activities.${index}.codes: ${code} is not suggested for this action`);
        await repo.updateItem(
          action.id,
          {
            suggestedActivities: suggestions.map((x) => ({
              ...x,
              chosen: choice.codes.includes(x.code as never),
            })),
          },
          tx,
        );
      }
    }
  }

  return {
    language,
    read,
    hasFeature,
    applySteps,

    /** POST /user-sprint: begins the person's design (or restarts its selection) or saves one step of it. */
    async save(p: Principal, body: SaveDesignBody) {
      // sprints unlock with the role challenges (asked before the transaction: one connection on PGlite)
      await requireSprintsUnlocked(deps.people, p);
      const lng = await language(p);
      // asked before the transaction (one connection on the embedded database)
      if (body.sprintCode && !(await hasFeature(p.clientId, 'predesigned-sprint')))
        throw forbidden('Your licence does not include pre-designed sprints.', 'FEATURE_NOT_LICENSED');
      const view = await db.transaction(async (tx) => {
        let s: SprintRow;
        if (body.id !== undefined) s = await ownDesign(p, body.id, tx);
        else {
          if (body.step !== 'select' || (!body.sprintCode && !body.custom))
            throw badRequest('sprintCode: is required to begin a sprint (or custom for your own)');
          const open = await repo.userSprintOf(p.clientId, p.userId, 'NOT_STARTED', tx);
          s = open
            ? await ownDesign(p, open.id, tx)
            : await repo.insertSprint(
                {
                  clientId: p.clientId,
                  userId: p.userId,
                  label: body.custom?.label ?? '',
                  status: 'NOT_STARTED',
                },
                tx,
              );
        }
        await applySteps(s, body, lng, tx);
        const fresh = (await repo.lock(p.clientId, s.id, tx)) as SprintRow;
        await repo.updateSprint(s.id, { designStep: furthest(fresh.designStep, body.step) }, tx);
        const saved = (await repo.sprint(p.clientId, s.id, tx)) as SprintRow;
        return read(saved, tx);
      });
      // a design that begins changes the current user's currentSprintStatus
      if (body.id === undefined) await deps.people.forgetUser(p.userId);
      return view;
    },

    /** The caller's sprint in progress and the design not yet started (either may be null). */
    async active(p: Principal) {
      const [sprint, design] = await Promise.all([
        repo.userSprintOf(p.clientId, p.userId, 'IN_PROGRESS'),
        repo.userSprintOf(p.clientId, p.userId, 'NOT_STARTED'),
      ]);
      return {
        sprint: sprint ? await read(sprint) : null,
        design: design ? await read(design) : null,
      };
    },

    /** Another person's sprint in progress, for a viewer with viewing rights (else 404: nothing is revealed). */
    async activeOf(p: Principal, userId: number) {
      if (userId === p.userId) return { sprint: (await this.active(p)).sprint, design: null };
      if (!(await deps.canView({ userId: p.userId, clientId: p.clientId }, userId, 'SPRINT')))
        throw notFound('The sprint');
      const sprint = await repo.userSprintOf(p.clientId, userId, 'IN_PROGRESS');
      return { sprint: sprint ? await read(sprint) : null, design: null };
    },

    /** One sprint: its owner's, or a viewer's with viewing rights (a design is its owner's alone). */
    async get(p: Principal, id: number) {
      const s = await repo.sprint(p.clientId, id);
      if (!s) throw notFound('The sprint');
      if (s.userId !== p.userId) {
        const mayView =
          s.status !== 'NOT_STARTED' &&
          (await deps.canView({ userId: p.userId, clientId: p.clientId }, s.userId, 'SPRINT'));
        if (!mayView) throw notFound('The sprint');
      }
      return read(s);
    },
  };
}
export type DesignService = ReturnType<typeof createDesignService>;
