import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutcomeOption, Plan, PlanItem } from '../../../../shared/contracts/plan';
import {
  CAPABILITY_CODES,
  type CapabilityCode,
  DEVELOPMENT_PLAN_ITEM_TYPES,
  type DevelopmentPlanItemType,
} from '../../../../shared/enums';
import { useCapabilityName } from '../../../lib/i18n/capability-names';
import { useSaveDevelopmentPlan, useSaveNote } from '../api/items';
import { useOutcomeOptions } from '../api/options';
import { ItemList, moved } from './ItemList';
import { RECOMMENDED_TARGET, RecommendedCapabilities } from './RecommendedCapabilities';

type Entry = Pick<PlanItem, 'type' | 'label' | 'code'> & { id?: number; description?: string | null };

const CAPABILITY_TYPES: readonly string[] = ['CURRENT_CAP_RECOMMENDATION', 'NEXT_CAP_RECOMMENDATION'];

const devItems = (plan: Plan): Entry[] =>
  plan.agileItemList.filter((i) => (DEVELOPMENT_PLAN_ITEM_TYPES as readonly string[]).includes(i.type));

function AddText({ label, onAdd, busy }: { label: string; onAdd: (text: string) => void; busy: boolean }) {
  const { t } = useTranslation('plan');
  const [text, setText] = useState('');
  return (
    <Box
      component="form"
      noValidate
      className="no-print"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        onAdd(text.trim());
        setText('');
      }}
      sx={{ display: 'flex', gap: 1, mt: 1 }}
    >
      <TextField
        size="small"
        fullWidth
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Button type="submit" variant="outlined" disabled={busy || !text.trim()}>
        {t('add')}
      </Button>
    </Box>
  );
}

/** Adds a capability (one of the nine) to a recommendation list. */
function CapabilityPicker({
  type,
  taken,
  onAdd,
  busy,
}: {
  type: string;
  taken: string[];
  onAdd: (code: CapabilityCode, name: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('plan');
  const capName = useCapabilityName();
  const [code, setCode] = useState<CapabilityCode | ''>('');
  return (
    <Box className="no-print" sx={{ display: 'flex', gap: 1, mt: 1 }}>
      <TextField
        select
        size="small"
        fullWidth
        label={t('devPlan.newItem', { type: t(`itemTypes.${type}`) })}
        value={code}
        onChange={(e) => setCode(e.target.value as CapabilityCode)}
      >
        {CAPABILITY_CODES.filter((c) => !taken.includes(c)).map((c) => (
          <MenuItem key={c} value={c}>
            {capName(c)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        disabled={!code || busy}
        onClick={() => {
          if (!code) return;
          onAdd(code, capName(code));
          setCode('');
        }}
      >
        {t('add')}
      </Button>
    </Box>
  );
}

function OutcomePicker({ onAdd, busy }: { onAdd: (o: OutcomeOption) => void; busy: boolean }) {
  const { t } = useTranslation('plan');
  const capName = useCapabilityName();
  const [input, setInput] = useState('');
  const [value, setValue] = useState<OutcomeOption | null>(null);
  const options = useOutcomeOptions(input.length >= 2 ? input : '*');
  return (
    <Box className="no-print" sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start' }}>
      <Autocomplete
        sx={{ flex: 1 }}
        size="small"
        options={options.data?.data.outcomes ?? []}
        getOptionLabel={(o) => o.label}
        isOptionEqualToValue={(a, b) => a.code === b.code}
        filterOptions={(x) => x}
        value={value}
        onChange={(_, v) => setValue(v)}
        inputValue={input}
        onInputChange={(_, v) => setInput(v)}
        loading={options.isFetching}
        renderOption={(props, o) => (
          <li {...props} key={o.code}>
            <Box>
              <Typography variant="body2">{o.label}</Typography>
              <Typography variant="caption" color="text.secondary">
                {o.capabilities.map(capName).join(' · ')}
              </Typography>
            </Box>
          </li>
        )}
        renderInput={(params) => <TextField {...params} label={t('devPlan.outcomeSearch')} />}
      />
      <Button
        variant="outlined"
        disabled={!value || busy}
        onClick={() => {
          if (!value) return;
          onAdd(value);
          setValue(null);
          setInput('');
        }}
      >
        {t('devPlan.addOutcome')}
      </Button>
    </Box>
  );
}

/** Outcomes, focus, strengths, capability recommendations, aspirations and the note; reorder and remove. */
export function DevelopmentPlanTab({ plan, onSaved }: { plan: Plan; onSaved: (ok: boolean) => void }) {
  const { t } = useTranslation('plan');
  const capName = useCapabilityName();
  const save = useSaveDevelopmentPlan(plan.id);
  const saveNote = useSaveNote(plan.id);
  const editable = !plan.readOnly;
  const [note, setNote] = useState(plan.note);
  const items = devItems(plan);

  const commit = (next: Entry[]) =>
    save.mutate(
      {
        items: next.map((e) => ({
          id: e.id,
          type: e.type as DevelopmentPlanItemType,
          code: e.code,
          label: e.label,
          description: e.description ?? null,
        })),
      },
      { onSuccess: () => onSaved(true), onError: () => onSaved(false) },
    );
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
                label: CAPABILITY_TYPES.includes(type) && e.code ? capName(e.code) : e.label,
                secondary:
                  type === 'OUTCOME' && e.code
                    ? t('devPlan.capabilities', {
                        list: (plan.agileItemList.find((x) => x.id === e.id)?.capabilities ?? [])
                          .map(capName)
                          .join(', '),
                      })
                    : null,
              }))}
              onMove={(i, d) => commit(withType(type, moved(entries, i, d)))}
              onRemove={(i) =>
                commit(
                  withType(
                    type,
                    entries.filter((_, j) => j !== i),
                  ),
                )
              }
            />
            {editable &&
              (type === 'OUTCOME' ? (
                <>
                  <OutcomePicker
                    busy={save.isPending}
                    onAdd={(o) => commit([...items, { type: 'OUTCOME', code: o.code, label: o.label }])}
                  />
                  <AddText
                    label={t('devPlan.newItem', { type: t(`itemTypes.${type}`) })}
                    busy={save.isPending}
                    onAdd={(label) => commit([...items, { type, code: null, label }])}
                  />
                </>
              ) : CAPABILITY_TYPES.includes(type) ? (
                <CapabilityPicker
                  type={type}
                  taken={entries.map((e) => e.code ?? '')}
                  busy={save.isPending}
                  onAdd={(code, label) => commit([...items, { type, code, label }])}
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
              saveNote.mutate(note, { onSuccess: () => onSaved(true), onError: () => onSaved(false) });
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
