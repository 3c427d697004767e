import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrgMembers } from '../api/org-members';
import { startImpersonation } from '../session-actions';

interface Props {
  open: boolean;
  onClose: () => void;
  currentUserId: number;
}

/** Admin tool: choose a member of the organisation to act as. */
export default function ImpersonateDialog({ open, onClose, currentUserId }: Props) {
  const { t } = useTranslation(['auth', 'common']);
  const members = useOrgMembers(open);
  const [search, setSearch] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (members.data?.items ?? [])
      .filter((m) => m.userId !== currentUserId)
      .filter((m) => !q || m.fullName.toLowerCase().includes(q) || m.email.toLowerCase().includes(q));
  }, [members.data, search, currentUserId]);

  const choose = async (userId: number) => {
    setBusyId(userId);
    setFailed(false);
    try {
      await startImpersonation(userId);
    } catch {
      setFailed(true);
      setBusyId(null);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="impersonate-title">
      <DialogTitle id="impersonate-title">{t('impersonate.title')}</DialogTitle>
      <DialogContent dividers>
        <TextField
          label={t('impersonate.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          fullWidth
          autoFocus
          type="search"
        />
        {failed && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {t('impersonate.failed')}
          </Alert>
        )}
        {members.isPending && (
          <CircularProgress aria-label={t('common:loading')} sx={{ display: 'block', mx: 'auto', my: 2 }} />
        )}
        {members.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t('impersonate.loadFailed')}
          </Alert>
        )}
        {members.isSuccess && visible.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('impersonate.empty')}
          </Typography>
        )}
        <List>
          {visible.map((m) => (
            <ListItem
              key={m.userId}
              divider
              secondaryAction={
                <Button
                  variant="outlined"
                  onClick={() => void choose(m.userId)}
                  disabled={busyId !== null}
                  aria-label={t('impersonate.actionFor', { name: m.fullName })}
                >
                  {t('impersonate.action')}
                </Button>
              }
            >
              <ListItemText
                primary={m.fullName}
                secondary={`${m.email} · ${m.roles.join(', ')}`}
                sx={{ pr: 12 }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
