import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlignmentSurveyStatus } from '../../../../shared/contracts/alignment';
import { teamCalls } from '../../../../shared/contracts/teams-calls';
import { alignmentSurveyActions } from '../../../../shared/domain/alignment-actions';
import { defaultExtension, extensionProblem } from '../../../../shared/domain/alignment-deadline';
import { api } from '../../../lib/api/call';
import { errorText } from '../../../lib/api/error-text';
import { useFormat } from '../../../lib/i18n/use-format';
import { DateField } from '../../../ui/DateField';
import { SectionError } from '../../../ui/QueryBoundary';
import { ScrollTable } from '../../../ui/ScrollTable';
import { toast } from '../../../ui/toasts';
import { alignmentApi } from '../api/calls';
import { AddPeopleDialog } from './AddPeopleDialog';

const STATUS_COLOURS: Record<string, 'success' | 'warning' | 'default' | 'info' | 'error'> = {
  completed: 'success',
  ongoing: 'info',
  'Partially Completed': 'warning',
  expired: 'error',
  incompleted: 'warning',
  excluded: 'default',
  included: 'default',
};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Chooses participants among the team and a deadline, then sends the survey. */
function StartDialog(props: { teamId: number; onClose(): void; onStarted(): void }) {
  const { t } = useTranslation('alignment');
  const titleId = useId();
  const members = useQuery({
    queryKey: ['teams', props.teamId, 'members'],
    queryFn: () => api.call(teamCalls.members, { params: { id: props.teamId } }).then((r) => r.data),
  });
  const accepted = (members.data ?? []).filter((m) => m.status === 'ACCEPTED');
  const [excluded, setExcluded] = useState<Set<number>>(new Set());
  const [deadline, setDeadline] = useState(day(14));
  const start = useMutation({
    mutationFn: () =>
      alignmentApi.start(
        props.teamId,
        accepted.map((m) => ({
          id: m.userId,
          name: m.name,
          email: m.email,
          status: excluded.has(m.userId) ? ('excluded' as const) : ('included' as const),
          userType: m.type === 'GUEST' ? ('GUEST' as const) : ('MEMBER' as const),
        })),
        deadline,
      ),
    onSuccess: () => {
      toast({ message: t('panel.sent') });
      props.onStarted();
    },
    onError: (e) => toast({ message: errorText(e), severity: 'error' }),
  });
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('panel.startTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{t('panel.startIntro')}</Typography>
          {members.isError && <SectionError error={members.error} onRetry={() => members.refetch()} />}
          <Stack>
            {accepted.map((m) => (
              <FormControlLabel
                key={m.userId}
                control={
                  <Checkbox
                    checked={!excluded.has(m.userId)}
                    onChange={(e) =>
                      setExcluded((s) => {
                        const next = new Set(s);
                        if (e.target.checked) next.delete(m.userId);
                        else next.add(m.userId);
                        return next;
                      })
                    }
                  />
                }
                label={`${m.name} (${m.email})`}
              />
            ))}
          </Stack>
          <DateField label={t('panel.deadline')} value={deadline} onChange={setDeadline} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('panel.cancel')}</Button>
        <Button
          variant="contained"
          disabled={start.isPending || accepted.length === excluded.size}
          onClick={() => start.mutate()}
        >
          {t('panel.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The manager's survey panel: where the survey stands, what to do next, and who has answered (never what). */
export function SurveyPanel(props: { teamId: number; status: AlignmentSurveyStatus; onPreview(): void }) {
  const { t } = useTranslation('alignment');
  const fmt = useFormat();
  const qc = useQueryClient();
  const { status, teamId } = props;
  const [starting, setStarting] = useState(false);
  const [adding, setAdding] = useState(false);
  // the page's default and the server's check are one rule (shared/domain/alignment-deadline)
  const [extendTo, setExtendTo] = useState(() =>
    status.deadline ? defaultExtension(status.deadline, new Date()) : day(7),
  );
  const deadlineProblem = status.deadline ? extensionProblem(status.deadline, extendTo, new Date()) : null;
  const refresh = () => qc.invalidateQueries({ queryKey: ['alignment', teamId] });
  const participants = useQuery({
    queryKey: ['alignment', teamId, 'participants'],
    queryFn: () => alignmentApi.participants(teamId),
    enabled: status.started,
  });
  const onError = (e: unknown) => toast({ message: errorText(e), severity: 'error' });
  const remind = useMutation({
    mutationFn: () => alignmentApi.remind(teamId),
    onSuccess: (r) => toast({ message: t('panel.reminded', { count: r.reminded }) }),
    onError,
  });
  const extend = useMutation({
    mutationFn: () => alignmentApi.extend(teamId, extendTo),
    onSuccess: () => {
      toast({ message: t('panel.extended') });
      void refresh();
    },
    onError,
  });
  const generate = useMutation({
    mutationFn: () => alignmentApi.generate(teamId),
    onSuccess: () => void refresh(),
    onError,
  });
  const s = status.reportStatus;
  const can = alignmentSurveyActions(status);
  const allFinished = status.started && status.invited > 0 && status.completed >= status.invited;
  return (
    <Card variant="outlined" component="section" aria-labelledby="alignment-survey-heading">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Typography id="alignment-survey-heading" component="h2" variant="h6" sx={{ flex: 1 }}>
              {t('panel.heading')}
            </Typography>
            <Chip
              label={t(`reportStatus.${s}`)}
              color={s === 'Generated' ? 'success' : s === 'Expired' ? 'error' : 'default'}
            />
          </Stack>
          <Typography>
            {t(s === 'Insufficient Data' && allFinished ? 'panel.next.allFinished' : `panel.next.${s}`, {
              completed: status.completed,
              invited: status.invited,
            })}
          </Typography>
          {status.deadline && (
            <Typography variant="body2" color="text.secondary">
              {t('panel.deadlineOn', { date: fmt.date(status.deadline) })} ·{' '}
              {t('panel.counts', { completed: status.completed, invited: status.invited })}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
            {can.start && (
              <Button variant="contained" onClick={() => setStarting(true)}>
                {t('panel.start')}
              </Button>
            )}
            {can.generate && (
              <Button variant="contained" disabled={generate.isPending} onClick={() => generate.mutate()}>
                {t('panel.generate')}
              </Button>
            )}
            {can.remind && (
              <Button variant="outlined" disabled={remind.isPending} onClick={() => remind.mutate()}>
                {t('panel.remind')}
              </Button>
            )}
            {can.addPeople && (
              <Button variant="outlined" onClick={() => setAdding(true)}>
                {t('panel.addPeople')}
              </Button>
            )}
            <Button variant="text" onClick={props.onPreview}>
              {t('panel.preview')}
            </Button>
          </Stack>
          {can.extend && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <DateField
                label={t('panel.newDeadline')}
                value={extendTo}
                onChange={setExtendTo}
                size="small"
                error={!!deadlineProblem}
                helperText={
                  deadlineProblem
                    ? t(`panel.deadlineErrors.${deadlineProblem}`, { date: fmt.date(status.deadline) })
                    : ' '
                }
              />
              <Button
                variant="outlined"
                disabled={extend.isPending || !!deadlineProblem}
                onClick={() => extend.mutate()}
              >
                {t('panel.extend')}
              </Button>
            </Stack>
          )}
          {participants.isError && (
            <SectionError error={participants.error} onRetry={() => participants.refetch()} />
          )}
          {participants.data && participants.data.participants.length > 0 && (
            <ScrollTable label={t('panel.participants')}>
              <Table size="small" aria-label={t('panel.participants')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('panel.name')}</TableCell>
                    <TableCell>{t('panel.email')}</TableCell>
                    <TableCell>{t('panel.status')}</TableCell>
                    <TableCell align="right">{t('panel.answered')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {participants.data.participants.map((p) => (
                    <TableRow key={p.id}>
                      <TableCell>{p.name}</TableCell>
                      <TableCell>{p.email}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          label={t(`participantStatus.${p.status}`)}
                          color={STATUS_COLOURS[p.status] ?? 'default'}
                        />
                      </TableCell>
                      <TableCell align="right">{fmt.number(p.answered)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollTable>
          )}
          {!status.started && <Alert severity="info">{t('panel.anonymity')}</Alert>}
        </Stack>
      </CardContent>
      {adding && participants.data && (
        <AddPeopleDialog
          teamId={teamId}
          taking={participants.data.participants.map((p) => p.email)}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            void refresh();
          }}
        />
      )}
      {starting && (
        <StartDialog
          teamId={teamId}
          onClose={() => setStarting(false)}
          onStarted={() => {
            setStarting(false);
            void refresh();
          }}
        />
      )}
    </Card>
  );
}
