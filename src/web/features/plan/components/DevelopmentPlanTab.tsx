import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Plan, PlanItem } from '../../../../shared/contracts/plan';
import { DEVELOPMENT_PLAN_ITEM_TYPES, type DevelopmentPlanItemType } from '../../../../shared/enums';
import { useCapabilityName } from '../../../lib/i18n/capability-names';
import { useSaveDevelopmentPlan, useSaveNote } from '../api/items';
import { useRecommendations } from '../api/options';
import { planQuery } from '../api/plan';
import { AddText, CapabilityPicker, OutcomePicker } from './DevelopmentPlanInputs';
import { reported, type SaveFeedback } from './feedback';
import { ItemList, moved } from './ItemList';
import { RECOMMENDED_TARGET, RecommendedCapabilities } from './RecommendedCapabilities';

type Entry = Pick<PlanItem, 'type' | 'label' | 'code'> & { id?: number; description?: string | null };

const CAPABILITY_TYPES: readonly string[] = ['CURRENT_CAP_RECOMMENDATION', 'NEXT_CAP_RECOMMENDATION'];

const devItems = (plan: Plan): Entry[] =>
  plan.agileItemList.filter((i) => (DEVELOPMENT_PLAN_ITEM_TYPES as readonly string[]).includes(i.type));

/** Outcomes, focus, strengths, capability recommendations, aspirations and the note; reorder and remove. */
export function DevelopmentPlanTab({ plan, onSaved, onRemoved }: { plan: Plan } & SaveFeedback) {
  const { t } = useTranslation('plan');
  const qc = useQueryClient();
  const capName = useCapabilityName();
  const save = useSaveDevelopmentPlan(plan.id);
  const saveNote = useSaveNote(plan.id);
  const editable = !plan.readOnly;
  const [note, setNote] = useState(plan.note);
  const items = devItems(plan);

  const commit = (next: Entry[], quiet = false) =>
    reported(
      () =>
        save.mutateAsync({
          items: next.map((e) => ({
            id: e.id,
            type: e.type as DevelopmentPlanItemType,
            code: e.code,
            label: e.label,
            description: e.description ?? null,
          })),
        }),
      onSaved,
      quiet,
    );
  /** Removes one entry; Undo adds it back at its place (as a new entry: the old one is gone). */
  const removeAt = (type: string, entries: Entry[], i: number) => {
    const gone = entries[i];
    void commit(
      withType(
        type,
        entries.filter((_, j) => j !== i),
      ),
      true,
    ).then((ok) => {
      if (!ok) return;
      onRemoved(labelOf(gone), () => {
        const now = devItems(qc.getQueryData(planQuery(plan.id).queryKey) ?? plan);
        const same = now.filter((x) => x.type === type);
        const back = [...same.slice(0, i), { ...gone, id: undefined }, ...same.slice(i)];
        void commit([...now.filter((x) => x.type !== type), ...back]);
      });
    });
  };
  const labelOf = (e: Entry) => (CAPABILITY_TYPES.includes(e.type) && e.code ? capName(e.code) : e.label);
  const ofType = (type: string) => items.filter((i) => i.type === type);
  /** Replaces one type's entries in the whole list, keeping the others. */
  const withType = (type: string, entries: Entry[]) => [...items.filter((i) => i.type !== type), ...entries];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {DEVELOPMENT_PLAN_ITEM_TYPES.map((type) => {
        const entries = ofType(type);
        const headingId = `dev-${type}`;
        return (
          <Paper key={type} variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
            <Typography id={headingId} component="h2" variant="h3">
              {t(`itemTypes.${type}`)}
            </Typography>
            <ItemList
              editable={editable}
              entries={entries.map((e, i) => ({
                key: String(e.id ?? `new-${i}`),
                label: labelOf(e),
                // a chosen capability or outcome option is replaced, not retyped
                editable: e.code === null,
                secondary:
                  type === 'OUTCOME' && e.code
                    ? t('devPlan.capabilities', {
                        list: (plan.agileItemList.find((x) => x.id === e.id)?.capabilities ?? [])
                          .map(capName)
                          .join(', '),
                      })
                    : null,
              }))}
              onMove={(i, d) => void commit(withType(type, moved(entries, i, d)))}
              onRemove={(i) => removeAt(type, entries, i)}
              renderEditor={(i, close) => (
                <AddText
                  label={t('devPlan.editItem', { label: entries[i].label })}
                  initial={entries[i].label}
                  busy={save.isPending}
                  onCancel={close}
                  onAdd={async (label) => {
                    const ok = await commit(
                      withType(
                        type,
                        entries.map((x, j) => (j === i ? { ...x, label } : x)),
                      ),
                    );
                    if (ok) close();
                    return ok;
                  }}
                />
              )}
            />
            {editable &&
              (type === 'OUTCOME' ? (
                <OutcomePicker
                  busy={save.isPending}
                  onAdd={(o) => void commit([...items, { type: 'OUTCOME', code: o.code, label: o.label }])}
                  onAddText={(label) => commit([...items, { type, code: null, label }])}
                />
              ) : CAPABILITY_TYPES.includes(type) ? (
                <CapabilityPicker
                  type={type}
                  taken={entries.map((e) => e.code ?? '')}
                  busy={save.isPending}
                  onAdd={(code, label) => void commit([...items, { type, code, label }])}
                />
              ) : (
                <AddText
                  label={t('devPlan.newItem', { type: t(`itemTypes.${type}`) })}
                  busy={save.isPending}
                  onAdd={(label) => commit([...items, { type, code: null, label }])}
                />
              ))}
          </Paper>
        );
      })}

      {editable && (
        <RecommendedCapabilities
          taken={ofType(RECOMMENDED_TARGET).map((e) => e.code ?? '')}
          busy={save.isPending}
          onAdd={(code, label) => commit([...items, { type: RECOMMENDED_TARGET, code, label }])}
        />
      )}

      <Paper variant="outlined" component="section" aria-labelledby="dev-note" sx={{ p: 2 }}>
        <Typography id="dev-note" component="h2" variant="h3">
          {t('devPlan.note')}
        </Typography>
        {editable ? (
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void reported(() => saveNote.mutateAsync(note), onSaved);
            }}
          >
            <TextField
              label={t('devPlan.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 5000 } }}
              sx={{ mt: 1 }}
            />
            <Button
              type="submit"
              variant="outlined"
              sx={{ mt: 1 }}
              disabled={saveNote.isPending || note === plan.note}
            >
              {t('devPlan.saveNote')}
            </Button>
          </Box>
        ) : (
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{plan.note || t('none')}</Typography>
        )}
      </Paper>
    </Box>
  );
}
