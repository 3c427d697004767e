import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { OutcomeOption, Plan, PlanItem } from '../../../../shared/contracts/plan';
import {
  CAPABILITY_CODES,
  type CapabilityCode,
  DEVELOPMENT_PLAN_ITEM_TYPES,
  type DevelopmentPlanItemType,
} from '../../../../shared/enums';
import { useSaveDevelopmentPlan, useSaveNote } from '../api/items';
import { useOutcomeOptions, useRecommendations } from '../api/options';
import { ItemList, moved } from './ItemList';

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
            {t(`capabilities.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        disabled={!code || busy}
        onClick={() => {
          if (!code) return;
          onAdd(code, t(`capabilities.${code}`));
          setCode('');
        }}
      >
        {t('add')}
      </Button>
    </Box>
  );
}

/** One add control for outcomes: pick one of the sprint library's, or type your own and add it. */
function OutcomePicker({
  onAdd,
  onAddText,
  busy,
}: {
  onAdd: (o: OutcomeOption) => void;
  onAddText: (label: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('plan');
  const [input, setInput] = useState('');
  const [value, setValue] = useState<OutcomeOption | null>(null);
  const options = useOutcomeOptions(input.length >= 2 ? input : '*');
  const typed = input.trim();
  const add = () => {
    if (value && value.label === input) onAdd(value);
    else if (typed) onAddText(typed);
    else return;
    setValue(null);
    setInput('');
  };
  return (
    <Box className="no-print" sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start' }}>
      <Autocomplete<OutcomeOption, false, false, true>
        sx={{ flex: 1 }}
        size="small"
        freeSolo
        options={options.data?.data.outcomes ?? []}
        getOptionLabel={(o) => (typeof o === 'string' ? o : o.label)}
        isOptionEqualToValue={(a, b) => typeof b !== 'string' && a.code === b.code}
        filterOptions={(x) => x}
        value={value}
        onChange={(_, v) => setValue(typeof v === 'string' ? null : v)}
        inputValue={input}
        onInputChange={(_, v) => setInput(v)}
        loading={options.isFetching}
        renderOption={(props, o) => (
          <li {...props} key={o.code}>
            <Box>
              <Typography variant="body2">{o.label}</Typography>
              <Typography variant="caption" color="text.secondary">
                {o.capabilities.map((c) => t(`capabilities.${c}`)).join(' · ')}
              </Typography>
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField {...params} label={t('devPlan.outcomeSearch')} helperText={t('devPlan.outcomeHelp')} />
        )}
      />
      <Button variant="outlined" disabled={(!value && !typed) || busy} onClick={add}>
        {t('devPlan.addOutcome')}
      </Button>
    </Box>
  );
}

/** Outcomes, focus, strengths, capability recommendations, aspirations and the note; reorder and remove. */
export function DevelopmentPlanTab({ plan, onSaved }: { plan: Plan; onSaved: (ok: boolean) => void }) {
  const { t } = useTranslation('plan');
  const save = useSaveDevelopmentPlan(plan.id);
  const saveNote = useSaveNote(plan.id);
  const editable = !plan.readOnly;
  // recommendations come from the reader's own GLA: shown on the plan one edits, this year's own plan
  const recommendations = useRecommendations(editable);
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
                label: CAPABILITY_TYPES.includes(type) && e.code ? t(`capabilities.${e.code}`) : e.label,
                secondary:
                  type === 'OUTCOME' && e.code
                    ? t('devPlan.capabilities', {
                        list: (plan.agileItemList.find((x) => x.id === e.id)?.capabilities ?? [])
                          .map((c) => t(`capabilities.${c}`))
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
                <OutcomePicker
                  busy={save.isPending}
                  onAdd={(o) => commit([...items, { type: 'OUTCOME', code: o.code, label: o.label }])}
                  onAddText={(label) => commit([...items, { type, code: null, label }])}
                />
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
        <Paper variant="outlined" component="section" aria-labelledby="dev-recommendations" sx={{ p: 2 }}>
          <Typography id="dev-recommendations" component="h2" variant="h3">
            {t('devPlan.recommendations')}
          </Typography>
          {recommendations.data && !recommendations.data.available && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('devPlan.noGla')}{' '}
              <Link component={RouterLink} to="/explore/growth-leader-assessment-v2">
                {t('devPlan.openProfile')}
              </Link>
            </Alert>
          )}
          {recommendations.data?.available && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="subtitle2">{t('devPlan.develop')}</Typography>
              {recommendations.data.develop.map((c) => (
                <Chip key={c.code} label={c.name} sx={{ mr: 1, mb: 1 }} />
              ))}
              <Typography variant="subtitle2">{t('devPlan.strengths')}</Typography>
              {recommendations.data.strengths.map((c) => (
                <Chip key={c.code} label={c.name} color="success" variant="outlined" sx={{ mr: 1, mb: 1 }} />
              ))}
            </Box>
          )}
        </Paper>
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
