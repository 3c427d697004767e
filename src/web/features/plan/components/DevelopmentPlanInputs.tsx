import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutcomeOption } from '../../../../shared/contracts/plan';
import { CAPABILITY_CODES, type CapabilityCode } from '../../../../shared/enums';
import { useCapabilityName } from '../../../lib/i18n/capability-names';
import { useOutcomeOptions } from '../api/options';

/**
 * One line of text to add, or (with initial) to edit in place. The text stays until the save went through.
 */
export function AddText({
  label,
  onAdd,
  busy,
  initial = '',
  onCancel,
}: {
  label: string;
  onAdd: (text: string) => Promise<boolean>;
  busy: boolean;
  initial?: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('plan');
  const [text, setText] = useState(initial);
  return (
    <Box
      component="form"
      noValidate
      className="no-print"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!text.trim()) return;
        if ((await onAdd(text.trim())) && !onCancel) setText('');
      }}
      sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <TextField
        size="small"
        fullWidth
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        autoFocus={Boolean(onCancel)}
      />
      <Button type="submit" variant={onCancel ? 'contained' : 'outlined'} disabled={busy || !text.trim()}>
        {onCancel ? t('save') : t('add')}
      </Button>
      {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
    </Box>
  );
}

/** Adds a capability (one of the nine) to a recommendation list. */
export function CapabilityPicker({
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

/** One add control for outcomes: pick one of the sprint library's, or type your own and add it. */
export function OutcomePicker({
  onAdd,
  onAddText,
  busy,
}: {
  onAdd: (o: OutcomeOption) => void;
  onAddText: (label: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('plan');
  const capName = useCapabilityName();
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
                {o.capabilities.map(capName).join(' · ')}
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
