import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { teamCalls } from '../../../../shared/contracts/teams-calls';
import { api } from '../../../lib/api/call';
import { errorText } from '../../../lib/api/error-text';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { SectionError } from '../../../ui/QueryBoundary';
import { toast } from '../../../ui/toasts';
import { alignmentApi } from '../api/calls';

/** Adds team members who do not take part yet to the running survey (each gets their own link by e-mail). */
export function AddPeopleDialog(props: {
  teamId: number;
  /** e-mail addresses already in the survey */
  taking: string[];
  onClose(): void;
  onAdded(): void;
}) {
  const { t } = useTranslation('alignment');
  const titleId = useId();
  const members = useQuery({
    queryKey: ['teams', props.teamId, 'members'],
    queryFn: () => api.call(teamCalls.members, { params: { id: props.teamId } }).then((r) => r.data),
  });
  const taking = new Set(props.taking.map((e) => e.toLowerCase()));
  const free = (members.data ?? []).filter(
    (m) => m.status === 'ACCEPTED' && !taking.has(m.email.toLowerCase()),
  );
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const add = useMutation({
    mutationFn: () =>
      alignmentApi.addMore(
        props.teamId,
        free
          .filter((m) => chosen.has(m.userId))
          .map((m) => ({
            id: m.userId,
            name: m.name,
            email: m.email,
            status: 'included' as const,
            userType: m.type === 'GUEST' ? ('GUEST' as const) : ('MEMBER' as const),
          })),
      ),
    onSuccess: () => {
      toast({ message: t('panel.added') });
      props.onAdded();
    },
    onError: (e) => toast({ message: errorText(e), severity: 'error' }),
  });
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('panel.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {members.isPending && <SectionSkeleton />}
          {members.isError && <SectionError error={members.error} onRetry={() => members.refetch()} />}
          {members.data && free.length === 0 && (
            <Alert severity="info">
              {t('panel.addNone')}{' '}
              <Link component={RouterLink} to={`/teams/v2/${props.teamId}/manage-team`}>
                {t('panel.openTeam')}
              </Link>
            </Alert>
          )}
          {free.length > 0 && <Typography>{t('panel.addIntro')}</Typography>}
          <Stack>
            {free.map((m) => (
              <FormControlLabel
                key={m.userId}
                control={
                  <Checkbox
                    checked={chosen.has(m.userId)}
                    onChange={(e) =>
                      setChosen((s) => {
                        const next = new Set(s);
                        if (e.target.checked) next.add(m.userId);
                        else next.delete(m.userId);
                        return next;
                      })
                    }
                  />
                }
                label={`${m.name} (${m.email})`}
              />
            ))}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('panel.cancel')}</Button>
        <Button
          variant="contained"
          disabled={add.isPending || chosen.size === 0}
          onClick={() => add.mutate()}
        >
          {t('panel.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
