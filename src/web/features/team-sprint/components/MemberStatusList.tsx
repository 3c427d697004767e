import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SprintTeamMember, TeamSprintSummary } from '../../../../shared/contracts/team-sprint';
import { translateRelativeTime } from '../../../lib/i18n/relative-time';
import { useFormat } from '../../../lib/i18n/use-format';
import { toast } from '../../../ui/toasts';
import { useRemindMember } from '../api/end-states';

/** The spec's dot colours: active green, not joined red, inactive orange. */
const DOT = { ACTIVE: 'success.main', NOT_JOINED: 'error.main', INACTIVE: 'warning.main' } as const;

function StatusDot({ status }: { status: SprintTeamMember['teamMemberStatus'] }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: DOT[status], flex: 'none', mt: 0.75 }}
    />
  );
}

/**
 * The sprint team with each member's status dot (and its name for screen readers and in text), their last
 * activity, the manager's and leads' marks, and for the manager a button to remind one member.
 */
export function MemberStatusList({ sprint }: { sprint: TeamSprintSummary }) {
  const { t } = useTranslation('team-sprint');
  const f = useFormat();
  const remind = useRemindMember(sprint.id);
  const leads = new Set(sprint.actions.map((a) => a.actionLeadId));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="sprint-team-title">
      <Typography id="sprint-team-title" component="h2" variant="h3">
        {t('members.title', { count: sprint.sprintTeamMembers.length })}
      </Typography>
      <List dense>
        {sprint.sprintTeamMembers.map((m) => (
          <ListItem
            key={m.id}
            disableGutters
            sx={{ alignItems: 'flex-start', gap: 1.5 }}
            secondaryAction={
              sprint.viewer.teamAdmin && m.teamMemberId !== sprint.viewer.userId ? (
                <Tooltip title={t('members.remind', { name: m.name })}>
                  <IconButton
                    edge="end"
                    aria-label={t('members.remind', { name: m.name })}
                    disabled={remind.isPending}
                    onClick={() =>
                      remind.mutate(m.teamMemberId, {
                        onSuccess: () =>
                          toast({ message: t('members.reminded', { name: m.name }), severity: 'success' }),
                        onError: () => toast({ message: t('failed'), severity: 'error' }),
                      })
                    }
                  >
                    <NotificationsActiveIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : undefined
            }
          >
            <StatusDot status={m.teamMemberStatus} />
            <ListItemText
              primary={
                <Box
                  component="span"
                  sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}
                >
                  <span>{m.name}</span>
                  {m.type === 'TEAM_MANAGER' && <Chip size="small" label={t('members.manager')} />}
                  {leads.has(m.teamMemberId) && (
                    <Chip size="small" variant="outlined" label={t('members.lead')} />
                  )}
                  {m.guest && <Chip size="small" variant="outlined" label={t('members.guest')} />}
                </Box>
              }
              secondary={[
                t(`members.status.${m.teamMemberStatus}`),
                m.lastActivityDate
                  ? t('members.lastActivity', {
                      when: translateRelativeTime(t, m.lastActivityDate),
                      date: f.date(m.lastActivityDate),
                    })
                  : t('members.noActivity'),
              ].join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
