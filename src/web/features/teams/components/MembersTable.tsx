import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../../shared/contracts/teams';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { toast } from '../../../ui/toasts';
import { useRemoveGuest, useResendInvitation } from '../api/guests';
import { useRemoveMember } from '../api/remove-member';

/** the spec's status dots: green accepted, orange pending */
const DOT = { ACCEPTED: 'success.main', PENDING: 'warning.main' } as const;

/** The team's members; the manager (or an administrator) removes one after confirming. */
export function MembersTable({
  teamId,
  members,
  canManage,
}: {
  teamId: number;
  members: TeamMember[];
  canManage: boolean;
}) {
  const { t } = useTranslation('teams');
  const removeOrg = useRemoveMember(teamId);
  const removeGuest = useRemoveGuest(teamId);
  const resend = useResendInvitation(teamId);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('members.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('members.name')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('members.email')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('members.role')}</TableCell>
              <TableCell>{t('members.status')}</TableCell>
              {canManage && <TableCell align="right">{t('members.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {members.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{m.name}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{m.email}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t(`roles.${m.role}`)}
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                    <Box
                      component="span"
                      aria-hidden
                      sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: DOT[m.status] }}
                    />
                    {t(`statuses.${m.status}`)}
                  </Box>
                </TableCell>
                {canManage && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {m.status === 'PENDING' && (
                      <IconButton
                        aria-label={t('guests.resend', { name: m.name })}
                        disabled={resend.isPending}
                        onClick={() =>
                          resend.mutate(m.id, {
                            onSuccess: () =>
                              toast({ severity: 'success', message: t('guests.resent', { email: m.email }) }),
                            onError: () => toast({ severity: 'error', message: t('saveFailed') }),
                          })
                        }
                      >
                        <SendIcon />
                      </IconButton>
                    )}
                    {m.role !== 'TEAM_MANAGER' && (
                      <IconButton
                        aria-label={t('members.remove', { name: m.name })}
                        onClick={() => setRemoving(m)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmationDialog
        open={removing !== null}
        title={t('members.removeTitle')}
        text={removing ? t('members.removeText', { name: removing.name, email: removing.email }) : ''}
        busy={removeOrg.isPending || removeGuest.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const remove = removing.type === 'GUEST' ? removeGuest : removeOrg;
          remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
      />
    </>
  );
}
