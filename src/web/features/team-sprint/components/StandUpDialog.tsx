import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAND_UP_TEXT_MAX } from '../../../../shared/contracts/team-sprint';
import { errorText } from '../../../lib/api/error-text';
import { toast } from '../../../ui/toasts';
import { useSaveStandUp } from '../api/stand-ups';
import { useTeamSprintSummary } from '../api/summary';
import { closeStandUp } from '../stand-up-store';

const FIELDS = ['done', 'next', 'blockers'] as const;

/**
 * The daily stand-up: what I did, what I do next, what blocks me. Today's answers come back filled in (answering
 * again replaces them); at least one answer is needed.
 */
export default function StandUpDialog({ sprintId }: { sprintId: number; teamId: number }) {
  const { t } = useTranslation('team-sprint');
  const summary = useTeamSprintSummary(sprintId);
  const save = useSaveStandUp();
  const mine = summary.data?.standUps.find((a) => a.teamMemberId === summary.data?.viewer.userId);
  const [values, setValues] = useState<Record<(typeof FIELDS)[number], string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = values ?? {
    done: mine?.date === today() ? mine.done : '',
    next: mine?.date === today() ? mine.next : '',
    blockers: mine?.date === today() ? mine.blockers : '',
  };
  const empty = FIELDS.every((k) => !current[k].trim());
  const submit = () => {
    setError(null);
    if (empty) return setError(t('standUp.needsOne'));
    save.mutate(
      { sprintId, ...current },
      {
        onSuccess: () => {
          toast({ message: t('standUp.saved'), severity: 'success' });
          closeStandUp();
        },
        onError: (e) => setError(errorText(e, t)),
      },
    );
  };
  return (
    <Dialog open onClose={closeStandUp} aria-labelledby="stand-up-title" fullWidth maxWidth="sm">
      <DialogTitle id="stand-up-title">
        {t('standUp.title')}
        {summary.data && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t('frame.teamSprintOf', { team: summary.data.teamName })} · {summary.data.label}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="stand-up-form"
          noValidate
          spacing={2}
          sx={{ mt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {summary.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
          {FIELDS.map((k) => (
            <TextField
              key={k}
              label={t(`standUp.${k}`)}
              helperText={t(`standUp.${k}Hint`)}
              multiline
              minRows={2}
              value={current[k]}
              onChange={(e) => setValues({ ...current, [k]: e.target.value })}
              slotProps={{ htmlInput: { maxLength: STAND_UP_TEXT_MAX } }}
            />
          ))}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={closeStandUp}>{t('cancel')}</Button>
        <Button type="submit" form="stand-up-form" variant="contained" disabled={save.isPending}>
          {t('standUp.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Today in the browser's zone (YYYY-MM-DD): the stand-up's day. */
function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
