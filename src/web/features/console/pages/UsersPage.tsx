import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleUser } from '../../../../shared/contracts/console';
import { grantableRoles } from '../../../../shared/domain/console-access';
import { useUserState } from '../../../lib/session/user-state';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { PageTitle } from '../../../ui/PageTitle';
import { SectionError } from '../../../ui/QueryBoundary';
import { ScrollTable } from '../../../ui/ScrollTable';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { ExportPersonButton } from '../../data-export';
import { useConsoleUsers } from '../api/console-users';
import { useDeactivateUser, useReactivateUser, useResendInvitation } from '../api/user-actions';
import { InviteDialog } from '../components/InviteDialog';
import { RoleChips } from '../components/RoleChips';
import { RolesDialog } from '../components/RolesDialog';
import { consoleErrorText } from '../console-errors';

const STATUS_COLOR = { ACTIVE: 'success', INVITED: 'primary', DEACTIVATED: 'default' } as const;

type Pending = { kind: 'deactivate' | 'reactivate' | 'resend'; user: ConsoleUser } | null;

/** User management (ADMIN, BUYER): search, roles, status, invitations, deactivation. */
export default function UsersPage() {
  const { t } = useTranslation('console');
  const me = useUserState();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const users = useConsoleUsers(deferred);
  const everyone = useConsoleUsers('');
  const grantable = grantableRoles(me.roles);
  const [editing, setEditing] = useState<ConsoleUser | null>(null);
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const setNotice = (n: { text: string; error?: boolean }) =>
    toast({ message: n.text, severity: n.error ? 'error' : 'success' });
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  const resend = useResendInvitation();
  const members = useMemo(
    () => new Set((everyone.data?.items ?? []).map((u) => u.email.toLowerCase())),
    [everyone.data],
  );

  const confirm = () => {
    if (!pending) return;
    const { kind, user } = pending;
    const action = kind === 'deactivate' ? deactivate : kind === 'reactivate' ? reactivate : resend;
    action.mutate(user.userId, {
      onSuccess: () => setNotice({ text: t(`users.done.${kind}`, { name: user.fullName }) }),
      onError: (e) => setNotice({ text: consoleErrorText(e, t), error: true }),
      onSettled: () => setPending(null),
    });
  };

  usePageTitle(t('users.title'));
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageTitle>{t('users.title')}</PageTitle>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('users.intro')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          label={t('users.search')}
          type="search"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          {t('users.invite')}
        </Button>
      </Box>
      {users.isPending && <CircularProgress aria-label={t('loading')} />}
      {users.isError && <SectionError error={users.error} onRetry={() => void users.refetch()} />}
      {users.data && (
        <ScrollTable label={t('users.tableLabel')}>
          <Table size="small" aria-label={t('users.tableLabel')} sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('users.name')}</TableCell>
                <TableCell>{t('users.email')}</TableCell>
                <TableCell>{t('users.roles')}</TableCell>
                <TableCell>{t('users.status')}</TableCell>
                <TableCell align="right">{t('users.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{t('users.none')}</TableCell>
                </TableRow>
              )}
              {users.data.items.map((u) => (
                <TableRow key={u.userId} hover>
                  <TableCell>{u.fullName}</TableCell>
                  {/* on a phone the table scrolls sideways: an address stays on one line */}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{u.email}</TableCell>
                  <TableCell>
                    <RoleChips roles={u.roles} />
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={STATUS_COLOR[u.status]} label={t(`status.${u.status}`)} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('users.changeRoles')}>
                      <IconButton
                        aria-label={t('users.changeRolesOf', { name: u.fullName })}
                        onClick={() => setEditing(u)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {u.status === 'INVITED' && (
                      <Tooltip title={t('users.resend')}>
                        <IconButton
                          aria-label={t('users.resendTo', { name: u.fullName })}
                          onClick={() => setPending({ kind: 'resend', user: u })}
                        >
                          <SendIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                    {u.status !== 'INVITED' && <ExportPersonButton user={u} />}
                    {u.status === 'DEACTIVATED' ? (
                      <Tooltip title={t('users.reactivate')}>
                        <IconButton
                          aria-label={t('users.reactivateName', { name: u.fullName })}
                          onClick={() => setPending({ kind: 'reactivate', user: u })}
                        >
                          <RestartAltIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : (
                      u.userId !== me.userId && (
                        <Tooltip title={t('users.deactivate')}>
                          <IconButton
                            aria-label={t('users.deactivateName', { name: u.fullName })}
                            onClick={() => setPending({ kind: 'deactivate', user: u })}
                          >
                            <PersonOffIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      {editing && (
        <RolesDialog
          user={editing}
          grantable={grantable}
          onClose={(saved) => {
            if (saved) setNotice({ text: t('users.done.roles', { name: editing.fullName }) });
            setEditing(null);
          }}
        />
      )}
      {inviting && (
        <InviteDialog
          members={members}
          grantable={grantable}
          onClose={(count) => {
            if (count > 0) setNotice({ text: t('invite.sent', { count }) });
            setInviting(false);
          }}
        />
      )}
      <ConfirmationDialog
        open={pending !== null}
        title={pending ? t(`users.confirm.${pending.kind}.title`) : ''}
        text={pending ? t(`users.confirm.${pending.kind}.text`, { name: pending.user.fullName }) : ''}
        confirmLabel={pending ? t(`users.confirm.${pending.kind}.button`) : undefined}
        cancelLabel={t('cancel')}
        busy={deactivate.isPending || reactivate.isPending || resend.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
}
