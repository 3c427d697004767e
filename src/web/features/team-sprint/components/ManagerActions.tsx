import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TeamSprintSummary } from '../../../../shared/contracts/team-sprint';
import { errorText } from '../../../lib/api/error-text';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { toast } from '../../../ui/toasts';
import { type TeamSprintEnd, useEndTeamSprint, useShareTeamSprint } from '../api/end-states';

const ENDS: TeamSprintEnd[] = ['extend', 'portfolio', 'incomplete', 'cancel'];

/**
 * The manager's menu on the team sprint dashboard: share, extend by 2 weeks, save to the team portfolio, save as
 * incomplete, cancel; each asks for confirmation first.
 */
export function ManagerActions({ sprint }: { sprint: TeamSprintSummary }) {
  const { t } = useTranslation('team-sprint');
  const navigate = useNavigate();
  const end = useEndTeamSprint();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [confirm, setConfirm] = useState<TeamSprintEnd | null>(null);
  const [sharing, setSharing] = useState(false);
  const pick = (f: () => void) => () => {
    setMenu(null);
    f();
  };
  return (
    <>
      <IconButton aria-label={t('manager.menu')} onClick={(e) => setMenu(e.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem onClick={pick(() => setSharing(true))}>{t('manager.share')}</MenuItem>
        {ENDS.map((e) => (
          <MenuItem key={e} onClick={pick(() => setConfirm(e))}>
            {t(`manager.${e}`)}
          </MenuItem>
        ))}
      </Menu>
      <ConfirmationDialog
        open={confirm !== null}
        title={confirm ? t(`manager.${confirm}`) : ''}
        text={confirm ? t(`manager.${confirm}Text`, { label: sprint.label }) : ''}
        busy={end.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          confirm &&
          end.mutate(
            { id: sprint.id, end: confirm },
            {
              onSuccess: () => {
                toast({ message: t(`manager.${confirm}Done`), severity: 'success' });
                setConfirm(null);
                if (confirm !== 'extend') navigate(`/teams/v2/${sprint.teamId}/team-portfolio`);
              },
              onError: (e) => toast({ message: errorText(e, t), severity: 'error' }),
            },
          )
        }
      />
      {sharing && <ShareDialog sprint={sprint} onClose={() => setSharing(false)} />}
    </>
  );
}

/** Share the team sprint by e-mail: the address, a name and a message. */
function ShareDialog({ sprint, onClose }: { sprint: TeamSprintSummary; onClose(): void }) {
  const { t } = useTranslation('team-sprint');
  const share = useShareTeamSprint();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby="share-title" fullWidth maxWidth="sm">
      <DialogTitle id="share-title">{t('manager.share')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="share-form"
          noValidate
          spacing={2}
          sx={{ mt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            setError(null);
            share.mutate(
              {
                sprintId: sprint.id,
                email: email.trim(),
                ...(name.trim() && { name: name.trim() }),
                ...(message.trim() && { message: message.trim() }),
              },
              {
                onSuccess: () => {
                  toast({ message: t('manager.shared', { email: email.trim() }), severity: 'success' });
                  onClose();
                },
                onError: (err) => setError(errorText(err, t)),
              },
            );
          }}
        >
          <TextField
            label={t('manager.shareEmail')}
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField label={t('manager.shareName')} value={name} onChange={(e) => setName(e.target.value)} />
          <TextField
            label={t('manager.shareMessage')}
            multiline
            minRows={2}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          type="submit"
          form="share-form"
          variant="contained"
          disabled={share.isPending || !email.trim()}
        >
          {t('manager.shareSend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
