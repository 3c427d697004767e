import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TeamFeedback } from '../../../../shared/contracts/team-sprint';
import { useFormat } from '../../../lib/i18n/use-format';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { SectionError } from '../../../ui/QueryBoundary';
import { ScrollTable } from '../../../ui/ScrollTable';
import { useTeamFeedback } from '../api/insights';
import { TeamSprintFrame } from '../components/TeamSprintFrame';

/**
 * /teams/v2/:teamId/sprint/feedback: how the sprint team checks in (done of due per member, shown first as bars)
 * with each member's last rating and note, and what the crew said.
 */
export default function TeamSprintFeedbackPage() {
  return (
    <TeamSprintFrame view="feedback">{({ sprint }) => <Feedback sprintId={sprint.id} />}</TeamSprintFrame>
  );
}

function Feedback({ sprintId }: { sprintId: number }) {
  const { t } = useTranslation('team-sprint');
  const feedback = useTeamFeedback(sprintId);
  if (feedback.isPending) return <SectionSkeleton lines={6} />;
  if (feedback.isError)
    return <SectionError error={feedback.error} onRetry={() => void feedback.refetch()} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <CheckIns members={feedback.data.members} />
      <Crew feedback={feedback.data.feedback} />
    </Box>
  );
}

/** Check-ins done of due per member: a bar each (the chart), then the table with the last rating and note. */
function CheckIns({ members }: { members: TeamFeedback['members'] }) {
  const { t } = useTranslation('team-sprint');
  const f = useFormat();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="check-ins-title">
      <Typography id="check-ins-title" component="h2" variant="h3" gutterBottom>
        {t('feedback.checkIns')}
      </Typography>
      <Box aria-hidden sx={{ display: 'grid', gap: 1, mb: 2 }}>
        {members.map((m) => {
          const share = m.checkInsDue ? m.checkInsCompleted / m.checkInsDue : 0;
          return (
            <Box
              key={m.teamMemberId}
              sx={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: 1, alignItems: 'center' }}
            >
              <Typography variant="body2" noWrap>
                {m.name}
              </Typography>
              <Box sx={{ bgcolor: 'grey.200', borderRadius: 1, height: 14 }}>
                <Box
                  sx={{
                    bgcolor: 'success.main',
                    borderRadius: 1,
                    height: 14,
                    width: `${Math.round(share * 100)}%`,
                  }}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
      <ScrollTable label={t('feedback.checkInsTable')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('feedback.member')}</TableCell>
              <TableCell align="right">{t('feedback.done')}</TableCell>
              <TableCell>{t('feedback.lastRating')}</TableCell>
              <TableCell>{t('feedback.lastNote')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {members.map((m) => (
              <TableRow key={m.teamMemberId}>
                <TableCell component="th" scope="row">
                  {m.name}
                </TableCell>
                <TableCell align="right">
                  {t('feedback.doneOf', {
                    done: f.number(m.checkInsCompleted),
                    due: f.number(m.checkInsDue),
                  })}
                </TableCell>
                <TableCell>
                  {m.lastRating === null
                    ? '—'
                    : t(
                        m.lastRating >= 4
                          ? `sprint-checkin:rating.teamOptions.${m.lastRating}`
                          : `sprint-checkin:rating.options.${m.lastRating}`,
                      )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 200 }}>
                  {m.lastProgressNote ?? '—'}
                  {m.lastCheckInAt && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="span"
                      sx={{ display: 'block' }}
                    >
                      {f.date(m.lastCheckInAt)}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}

function Crew({ feedback }: { feedback: TeamFeedback['feedback'] }) {
  const { t } = useTranslation('team-sprint');
  const f = useFormat();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="crew-feedback-title">
      <Typography id="crew-feedback-title" component="h2" variant="h3">
        {t('feedback.crew')}
      </Typography>
      {feedback.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('feedback.crewNone')}
        </Typography>
      ) : (
        <List dense>
          {feedback.map((x) => (
            <ListItem key={x.id} disableGutters>
              <ListItemText
                primary={x.text ?? t('feedback.noComment')}
                secondary={`${x.name ?? t('feedback.anonymous')} · ${f.date(x.updated)}`}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
