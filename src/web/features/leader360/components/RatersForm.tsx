import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NomineeInput } from '../../../../shared/contracts/leader360';
import { RATER_GROUPS, type RaterGroup } from '../../../../shared/domain/leader360-anonymity';
import { ManagerSearch } from './ManagerSearch';

type Row = { group: RaterGroup; name: string; email: string };
const blank = (group: RaterGroup): Row => ({ group, name: '', email: '' });

/** Raters by group: one row each (group, name, e-mail); sent together. */
export function RatersForm({
  busy,
  sent,
  onSend,
}: {
  busy: boolean;
  sent: number;
  onSend(raters: NomineeInput[]): void;
}) {
  const { t } = useTranslation('leader360');
  const [rows, setRows] = useState<Row[]>([blank('MANAGER'), blank('PEER'), blank('PEER'), blank('PEER')]);
  // once a batch is sent, the form starts empty again (one row for the next rater)
  useEffect(() => {
    if (sent > 0) setRows([blank('PEER')]);
  }, [sent]);
  const set = (i: number, patch: Partial<Row>) =>
    setRows((r) => r.map((row, k) => (k === i ? { ...row, ...patch } : row)));
  const filled = rows.filter((r) => r.name.trim() && r.email.trim());
  return (
    <Stack spacing={1.5} component="form" onSubmit={(e) => (e.preventDefault(), onSend(filled))}>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until sent
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            select
            size="small"
            label={t('raters.group')}
            value={row.group}
            onChange={(e) => set(i, { group: e.target.value as RaterGroup })}
            sx={{ minWidth: 180 }}
          >
            {RATER_GROUPS.map((g) => (
              <MenuItem key={g} value={g}>
                {t(`groups.${g}`)}
              </MenuItem>
            ))}
          </TextField>
          {row.group === 'MANAGER' && (
            <ManagerSearch onPick={(m) => set(i, { name: m.name, email: m.email })} />
          )}
          <TextField
            size="small"
            label={t('raters.name')}
            value={row.name}
            onChange={(e) => set(i, { name: e.target.value })}
          />
          <TextField
            size="small"
            type="email"
            label={t('raters.email')}
            value={row.email}
            onChange={(e) => set(i, { email: e.target.value })}
            sx={{ flex: 1 }}
          />
        </Stack>
      ))}
      <Stack direction="row" spacing={1}>
        <Button onClick={() => setRows((r) => [...r, blank('PEER')])}>{t('raters.add')}</Button>
        <Button type="submit" variant="contained" disabled={busy || filled.length === 0}>
          {t('raters.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
