import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Plan, PlanItem } from '../../../../shared/contracts/plan';
import type { GoalStatus } from '../../../../shared/enums';
import { useFormat } from '../../../lib/i18n/use-format';
import { goalsQuery, useGoals, useSaveGoals } from '../api/goals';
import { reported, type SaveFeedback } from './feedback';
import { emptyGoal, GoalForm, type GoalValues } from './GoalForm';
import { ItemList, moved } from './ItemList';

interface Goal {
  id?: number;
  label: string;
  description: string | null;
  status: GoalStatus;
  dueDate: string | null;
}

const STATUS_COLOR = { NOT_STARTED: 'default', IN_PROGRESS: 'info', DONE: 'success' } as const;

const goalOf = (g: PlanItem): Goal => ({
  id: g.id,
  label: g.label,
  description: g.description,
  status: g.status ?? 'NOT_STARTED',
  dueDate: g.dueDate,
});
const fromForm = (v: GoalValues, id?: number): Goal => ({
  id,
  label: v.label.trim(),
  description: v.description.trim() || null,
  status: v.status,
  dueDate: v.dueDate || null,
});

/** Goals and deliverables, in order: add, edit in place (text, status, due date), move, remove with Undo. */
export function GoalsTab({ plan, onSaved, onRemoved }: { plan: Plan } & SaveFeedback) {
  const { t } = useTranslation('plan');
  const f = useFormat();
  const qc = useQueryClient();
  const goals = useGoals(plan.id);
  const save = useSaveGoals(plan.id);
  const items = (goals.data?.items ?? []).map(goalOf);
  const commit = (next: Goal[], quiet = false) => reported(() => save.mutateAsync(next), onSaved, quiet);

  return (
    <Box>
      <ItemList
        editable={!plan.readOnly}
        entries={items.map((g) => ({
          key: String(g.id),
          label: g.label,
          secondary: (
            <>
              {g.description && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {g.description}
                </Typography>
              )}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
                <Chip size="small" color={STATUS_COLOR[g.status]} label={t(`goals.statuses.${g.status}`)} />
                {g.dueDate && (
                  <Typography variant="caption" color="text.secondary">
                    {t('goals.due', { date: f.date(g.dueDate) })}
                  </Typography>
                )}
              </Box>
            </>
          ),
        }))}
        onMove={(i, d) => void commit(moved(items, i, d))}
        onRemove={(i) => {
          const removed = items[i];
          void commit(
            items.filter((_, j) => j !== i),
            true,
          ).then((ok) => {
            if (!ok) return;
            // Undo puts the goal back where it was (as a new goal: the old one is gone)
            onRemoved(removed.label, () => {
              const now = (qc.getQueryData(goalsQuery(plan.id).queryKey)?.items ?? []).map(goalOf);
              void commit([...now.slice(0, i), { ...removed, id: undefined }, ...now.slice(i)]);
            });
          });
        }}
        renderEditor={(i, close) => {
          const g = items[i];
          return (
            <GoalForm
              mode="edit"
              busy={save.isPending}
              initial={{
                label: g.label,
                description: g.description ?? '',
                status: g.status,
                dueDate: g.dueDate ?? '',
              }}
              onCancel={close}
              onSubmit={async (v) => {
                const ok = await commit(items.map((x, j) => (j === i ? fromForm(v, g.id) : x)));
                if (ok) close();
                return ok;
              }}
            />
          );
        }}
      />
      {!plan.readOnly && (
        <GoalForm
          mode="add"
          busy={save.isPending}
          initial={emptyGoal}
          onSubmit={(v) => commit([...items, fromForm(v)])}
        />
      )}
    </Box>
  );
}
