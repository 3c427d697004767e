import DeleteIcon from '@mui/icons-material/Delete';
import Chip from '@mui/material/Chip';
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
import { useRemoveMember } from '../api/remove-member';

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
  const remove = useRemoveMember(teamId);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('members.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('members.name')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('members.email')}</TableCell>
              <TableCell>{t('members.role')}</TableCell>
              <TableCell>{t('members.status')}</TableCell>
              {canManage && <TableCell align="right">{t('members.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {members.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{m.name}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{m.email}</TableCell>
                <TableCell>{t(`roles.${m.role}`)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={m.status === 'ACCEPTED' ? 'success' : 'default'}
                    label={t(`statuses.${m.status}`)}
                  />
                </TableCell>
                {canManage && (
                  <TableCell align="right">
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
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
      />
    </>
  );
}
