import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganisationRow } from '../../../../shared/contracts/console';
import {
  PLAN_CODES,
  type PlanCode,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../../../../shared/enums';
import { DateField } from '../../../ui/DateField';
import { useChangeSubscription } from '../api/organisations';
import { consoleErrorText } from '../console-errors';

/** Operators: an organisation's plan, status, term end and seat count. */
export function ChangePlanDialog(props: {
  organisation: OrganisationRow;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const o = props.organisation;
  const [planCode, setPlanCode] = useState<PlanCode>(o.planCode ?? 'FREE');
  const [status, setStatus] = useState<SubscriptionStatus>(o.status ?? 'ACTIVE');
  const [termEnd, setTermEnd] = useState(o.currentTermEnd?.slice(0, 10) ?? '');
  const [seats, setSeats] = useState(o.seatCount === null ? '' : String(o.seatCount));
  const seatCount = seats.trim() === '' ? null : Number(seats);
  const seatsBad =
    seatCount !== null && !(Number.isInteger(seatCount) && seatCount >= 1 && seatCount <= 100_000);
  const termEndBad = termEnd !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(termEnd);
  const change = useChangeSubscription();
  return (
    <Dialog open onClose={() => props.onClose(false)} aria-labelledby={id} fullWidth maxWidth="xs">
      <DialogTitle id={id}>{t('organisations.changeTitle', { name: o.name })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          label={t('licence.plan')}
          value={planCode}
          onChange={(e) => setPlanCode(e.target.value as PlanCode)}
          fullWidth
          sx={{ mt: 1 }}
        >
          {PLAN_CODES.map((p) => (
            <MenuItem key={p} value={p}>
              {t(`plans.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('licence.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as SubscriptionStatus)}
          fullWidth
        >
          {SUBSCRIPTION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`subscriptionStatus.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateField
          label={t('licence.termEnd')}
          value={termEnd}
          onChange={setTermEnd}
          fullWidth
          helperText={t('organisations.termEndHelp')}
        />
        <TextField
          label={t('licence.seatCount')}
          value={seats}
          onChange={(e) => setSeats(e.target.value)}
          fullWidth
          type="number"
          error={seatsBad}
          helperText={t('licence.seatCountHelp')}
          slotProps={{ htmlInput: { min: 1, max: 100_000, step: 1, inputMode: 'numeric' } }}
        />
        {change.isError && <Alert severity="error">{consoleErrorText(change.error, t)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(false)}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={change.isPending || termEndBad || seatsBad}
          onClick={() =>
            change.mutate(
              { clientId: o.clientId, planCode, status, currentTermEnd: termEnd || null, seatCount },
              { onSuccess: () => props.onClose(true) },
            )
          }
        >
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
