import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity, SaveActivityBody, SprintSummary } from '../../../../shared/contracts/sprint-board';
import { ACTIVITY_KINDS } from '../../../../shared/sprint-enums';
import { errorText } from '../../../lib/api/error-text';
import { isApiError } from '../../../lib/api/errors';
import { toast } from '../../../ui/toasts';
import { MeetingVideoLink } from '../../notifications';
import { useSaveActivity } from '../api/activity-mutations';
import { useActivityTypes } from '../api/activity-types';

const pad = (n: number) => String(n).padStart(2, '0');
/** a UTC instant as the browser's local date and time fields */
const localParts = (iso: string | null) => {
  if (!iso) return { date: '', time: '' };
  const d = new Date(iso);
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
};

/**
 * Create or edit an activity: type, kind, title, description, action, meeting (local times, sent as UTC), people.
 * A team sprint's board saves through its own call (`save`).
 */
export function ActivityDialog(props: {
  sprint: SprintSummary;
  activity: Activity | null;
  open: boolean;
  onClose(): void;
  save?: UseMutationResult<unknown, Error, SaveActivityBody>;
}) {
  const { t } = useTranslation('sprint-board');
  const types = useActivityTypes();
  const own = useSaveActivity();
  const save = props.save ?? own;
  const a = props.activity;
  const [title, setTitle] = useState(a?.title ?? '');
  const [description, setDescription] = useState(a?.description ?? '');
  const [code, setCode] = useState<string>(a?.code ?? 'OTH');
  const [kind, setKind] = useState<string>(a?.kind ?? 'OFFLINE');
  const openActions = props.sprint.actions.filter((x) => x.actionDetail.status === 'OPEN');
  const [actionId, setActionId] = useState<number | ''>(a ? (a.actionId ?? '') : (openActions[0]?.id ?? ''));
  const [date, setDate] = useState(localParts(a?.meetingStart ?? null).date);
  const [from, setFrom] = useState(localParts(a?.meetingStart ?? null).time);
  const [to, setTo] = useState(localParts(a?.meetingEnd ?? null).time);
  const [crewIds, setCrewIds] = useState<number[]>(a?.crewIds ?? []);
  const [error, setError] = useState<string | null>(null);
  const meeting = date !== '';
  const endsBeforeStart = meeting && from !== '' && to !== '' && to <= from;

  const submit = () => {
    setError(null);
    const start = meeting ? new Date(`${date}T${from || '09:00'}`) : null;
    const end = meeting ? new Date(`${date}T${to || from || '09:30'}`) : null;
    save.mutate(
      {
        id: a?.id,
        sprintId: props.sprint.id,
        actionId: actionId === '' ? null : actionId,
        type: 'ACTIVITY',
        code: code as Activity['code'],
        kind: kind as Activity['kind'],
        title: title.trim(),
        description: description.trim() || null,
        meetingStart: start?.toISOString() ?? null,
        meetingEnd: end?.toISOString() ?? null,
        crewIds,
        stakeholderIds: a?.stakeholderIds ?? [],
      },
      {
        onSuccess: () => {
          toast({ message: t('activity.saved'), severity: 'success' });
          props.onClose();
        },
        onError: (e) => setError(isApiError(e) ? errorText(e, t) : t('activity.failed')),
      },
    );
  };

  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="activity-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="activity-dialog-title">{a ? t('activity.edit') : t('activity.create')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={t('activity.title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={t('activity.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <TextField
            select
            label={t('activity.action')}
            value={actionId}
            onChange={(e) => setActionId(e.target.value === '' ? '' : Number(e.target.value))}
          >
            {openActions.map((x) => (
              <MenuItem key={x.id} value={x.id}>
                {x.label}
              </MenuItem>
            ))}
            <MenuItem value="">{t('activity.noAction')}</MenuItem>
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              fullWidth
              label={t('activity.type')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            >
              {(types.data ?? [{ code: 'OTH', name: t('activity.other') }]).map((x) => (
                <MenuItem key={x.code} value={x.code}>
                  {x.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label={t('activity.kind')}
              value={kind}
              onChange={(e) => setKind(e.target.value)}
            >
              {ACTIVITY_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {t(`kinds.${k}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label={t('activity.date')}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              // a meeting takes place while the sprint runs (the server refuses one outside it)
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: {
                  min: props.sprint.startDate ?? undefined,
                  max: props.sprint.lastDate ?? undefined,
                },
              }}
            />
            <TextField
              type="time"
              label={t('activity.from')}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              disabled={!meeting}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="time"
              label={t('activity.to')}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              disabled={!meeting}
              error={endsBeforeStart}
              helperText={endsBeforeStart ? t('activity.endBeforeStart') : undefined}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          {/* the video link its invitation carries (the owner's conference provider, set in the profile) */}
          {a?.meetingStart && <MeetingVideoLink meetingId={a.id} />}
          {props.sprint.sprintCrews.length > 0 && (
            <FormGroup>
              <FormLabel component="legend">{t('activity.people')}</FormLabel>
              {props.sprint.sprintCrews.map((c) => (
                <FormControlLabel
                  key={c.id}
                  control={
                    <Checkbox
                      checked={crewIds.includes(c.id)}
                      onChange={(e) =>
                        setCrewIds(e.target.checked ? [...crewIds, c.id] : crewIds.filter((x) => x !== c.id))
                      }
                    />
                  }
                  label={`${c.name} (${t(`crew.roles.${c.role}`)})`}
                />
              ))}
            </FormGroup>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('actions.back')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={!title.trim() || endsBeforeStart || save.isPending}
        >
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
