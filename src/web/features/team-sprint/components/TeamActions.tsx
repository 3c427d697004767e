import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionStatus } from '../../../../shared/sprint-enums';
import { errorText } from '../../../lib/api/error-text';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { toast } from '../../../ui/toasts';
import { useDeleteTeamAction, useTeamActionStatus } from '../api/kanban';

export interface TeamActionRow {
  id: number;
  label: string;
  status: ActionStatus;
  actionLeadName: string | null;
  /** the viewer is its lead or the team manager */
  canManage: boolean;
}

/**
 * The team sprint's actions with their leads. The tick (done) and delete buttons show only to the action's lead
 * and the team manager (the server refuses anyone else).
 */
export function TeamActions({ actions }: { actions: TeamActionRow[] }) {
  const { t } = useTranslation('team-sprint');
  const status = useTeamActionStatus();
  const del = useDeleteTeamAction();
  const [deleting, setDeleting] = useState<TeamActionRow | null>(null);
  const failed = (e: unknown) => toast({ message: errorText(e, t), severity: 'error' });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="team-actions-title">
      <Typography id="team-actions-title" component="h2" variant="h3">
        {t('actions.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {actions.map((a) => (
          <Box
            component="li"
            key={a.id}
            data-testid={`team-action-${a.id}`}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {a.label}
                {a.status === 'FINISHED' && (
                  <Chip size="small" color="success" sx={{ ml: 1 }} label={t('actions.done')} />
                )}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {a.actionLeadName ? t('actions.lead', { name: a.actionLeadName }) : t('actions.noLead')}
              </Typography>
            </Box>
            {a.canManage && (
              <>
                {a.status === 'OPEN' ? (
                  <IconButton
                    aria-label={t('actions.tick', { label: a.label })}
                    disabled={status.isPending}
                    onClick={() =>
                      status.mutate(
                        { actionDetailId: a.id, status: 'FINISHED' },
                        {
                          onSuccess: () => toast({ message: t('actions.ticked'), severity: 'success' }),
                          onError: failed,
                        },
                      )
                    }
                  >
                    <CheckIcon />
                  </IconButton>
                ) : (
                  <IconButton
                    aria-label={t('actions.reopen', { label: a.label })}
                    disabled={status.isPending}
                    onClick={() =>
                      status.mutate({ actionDetailId: a.id, status: 'OPEN' }, { onError: failed })
                    }
                  >
                    <UndoIcon />
                  </IconButton>
                )}
                <IconButton
                  aria-label={t('actions.delete', { label: a.label })}
                  onClick={() => setDeleting(a)}
                >
                  <DeleteIcon />
                </IconButton>
              </>
            )}
          </Box>
        ))}
      </Box>
      <ConfirmationDialog
        open={!!deleting}
        title={t('actions.deleteTitle')}
        text={t('actions.deleteText', { label: deleting?.label ?? '' })}
        busy={del.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && del.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: failed })
        }
      />
    </Paper>
  );
}
