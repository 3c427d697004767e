import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { ImpactEvent, ImpactMember, Participation } from '../../../../shared/contracts/team-impact';
import { errorText } from '../../../lib/api/error-text';
import { useFormat } from '../../../lib/i18n/use-format';
import { useUserState } from '../../../lib/session/user-state';
import { ScrollTable } from '../../../ui/ScrollTable';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useImpactBoard, useSendImpactEvent } from '../api/team-impact';
import { ImpactLoadError, ImpactPageHeader } from '../components/impact/ImpactPageHeader';
import { MemberActions } from '../components/impact/MemberActions';

const STATUS_COLOR: Record<Participation, 'default' | 'warning' | 'success'> = {
  NOT_STARTED: 'default',
  IN_PROGRESS: 'warning',
  DONE: 'success',
};

/**
 * /teams/v2/:teamId/manager-impact: per member whether they took the GLA and the Leader 360 and what they shared
 * (plan, sprint), their last sign-in, and the manager's requests (ask, remind, ask again, suggest a team sprint).
 */
export default function ManagerImpactPage() {
  const { t } = useTranslation(['team-impact', 'errors']);
  const fmt = useFormat();
  const user = useUserState();
  const teamId = Number(useParams().teamId);
  const board = useImpactBoard(Number.isInteger(teamId) ? teamId : 0);
  const send = useSendImpactEvent(teamId);
  const theme = useTheme();
  // a phone shows one card per member: the actions stay in reach without scrolling sideways
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  usePageTitle(t('title.board'));

  const onSend = (member: ImpactMember, event: ImpactEvent) => {
    if (!board.data) return;
    const path = event.includes('gla')
      ? '/explore/growth-leader-assessment-v2'
      : event.includes('360')
        ? '/leader-360'
        : `/teams/v2/${teamId}/dashboard`;
    send.mutate(
      {
        event,
        user_id: member.userId,
        common_data: {
          client_id: user.clientId,
          team_id: teamId,
          full_name: member.name,
          current_user_name: member.name,
          manager_name: board.data.managerName,
          team_name: board.data.teamName,
          link: `${window.location.origin}${path}`,
        },
      },
      {
        onSuccess: () => toast({ message: t('board.sent', { name: member.name }), severity: 'success' }),
        onError: (err) =>
          toast({
            message: errorText(err, t, {
              within: 'team-impact:errors',
              otherwise: 'team-impact:board.failed',
            }),
            severity: 'error',
          }),
      },
    );
  };

  const shared = (isShared: boolean, text: string) =>
    isShared ? (
      text
    ) : (
      <Typography variant="body2" color="text.secondary" component="span">
        {t('board.notShared')}
      </Typography>
    );
  // a finished GLA the member shares with the viewer opens as their Leader Profile (decision 0054)
  const profileLink = (m: ImpactMember) =>
    m.gla === 'DONE' && m.shared.gla ? (
      <Link
        component={RouterLink}
        to={`/teams/v2/${teamId}/member/${m.userId}/leader-profile`}
        variant="body2"
        sx={{ display: 'block', mt: 0.5 }}
      >
        {t('board.openProfile', { name: m.name })}
      </Link>
    ) : null;

  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <ImpactPageHeader
        page="board"
        teamId={teamId}
        teamName={board.data?.teamName}
        managerName={board.data?.managerName}
        manager
      />
      {board.isPending ? (
        <CircularProgress aria-label={t('title.board')} />
      ) : board.isError ? (
        <ImpactLoadError error={board.error} />
      ) : (
        <>
          <Typography>{t('board.intro')}</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Chip
              color="primary"
              variant="outlined"
              label={t('board.glaCount', {
                done: board.data.counts.glaDone,
                total: board.data.counts.members,
              })}
            />
            <Chip
              color="primary"
              variant="outlined"
              label={t('board.gl360Count', {
                done: board.data.counts.gl360Done,
                total: board.data.counts.members,
              })}
            />
          </Box>
          {board.data.members.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography>{t('board.empty')}</Typography>
            </Paper>
          ) : phone ? (
            <Box
              component="ul"
              aria-label={t('board.tableLabel')}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
            >
              {board.data.members.map((m) => (
                <Paper component="li" key={m.userId} variant="outlined" sx={{ p: 2 }}>
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography component="h2" variant="body1" sx={{ fontWeight: 600 }}>
                        {m.name}
                        {m.guest ? <Chip size="small" label={t('board.guest')} sx={{ ml: 1 }} /> : null}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {m.email}
                      </Typography>
                    </Box>
                    <MemberActions member={m} busy={send.isPending} onSend={(event) => onSend(m, event)} />
                  </Box>
                  <Box
                    component="dl"
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: 'auto 1fr',
                      columnGap: 2,
                      rowGap: 0.5,
                      m: 0,
                      mt: 1,
                    }}
                  >
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t('board.columns.gla')}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      <Chip size="small" color={STATUS_COLOR[m.gla]} label={t(`board.status.${m.gla}`)} />
                      {profileLink(m)}
                    </Typography>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t('board.columns.gl360')}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      <Chip size="small" color={STATUS_COLOR[m.gl360]} label={t(`board.status.${m.gl360}`)} />
                    </Typography>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t('board.columns.plan')}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {shared(
                        m.shared.plan,
                        m.planProgress === null
                          ? t('board.noPlan')
                          : t('board.planProgress', { value: m.planProgress }),
                      )}
                    </Typography>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t('board.columns.sprint')}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {shared(m.shared.sprint, m.sprintStatus ? t(`board.sprint.${m.sprintStatus}`) : '')}
                    </Typography>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t('board.columns.lastActivity')}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {m.lastActivity ? fmt.date(m.lastActivity) : t('board.never')}
                    </Typography>
                  </Box>
                </Paper>
              ))}
            </Box>
          ) : (
            <ScrollTable label={t('board.tableLabel')}>
              <Table size="small" aria-label={t('board.tableLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">{t('board.columns.member')}</TableCell>
                    <TableCell scope="col">{t('board.columns.gla')}</TableCell>
                    <TableCell scope="col">{t('board.columns.gl360')}</TableCell>
                    <TableCell scope="col">{t('board.columns.plan')}</TableCell>
                    <TableCell scope="col">{t('board.columns.sprint')}</TableCell>
                    <TableCell scope="col">{t('board.columns.lastActivity')}</TableCell>
                    <TableCell scope="col" align="right">
                      {t('board.columns.actions')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {board.data.members.map((m) => (
                    <TableRow key={m.userId}>
                      <TableCell component="th" scope="row">
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {m.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {m.email}
                        </Typography>
                        {m.guest ? <Chip size="small" label={t('board.guest')} sx={{ ml: 1 }} /> : null}
                      </TableCell>
                      <TableCell>
                        <Chip size="small" color={STATUS_COLOR[m.gla]} label={t(`board.status.${m.gla}`)} />
                        {profileLink(m)}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={STATUS_COLOR[m.gl360]}
                          label={t(`board.status.${m.gl360}`)}
                        />
                      </TableCell>
                      <TableCell>
                        {shared(
                          m.shared.plan,
                          m.planProgress === null
                            ? t('board.noPlan')
                            : t('board.planProgress', { value: m.planProgress }),
                        )}
                      </TableCell>
                      <TableCell>
                        {shared(m.shared.sprint, m.sprintStatus ? t(`board.sprint.${m.sprintStatus}`) : '')}
                      </TableCell>
                      <TableCell>{m.lastActivity ? fmt.date(m.lastActivity) : t('board.never')}</TableCell>
                      <TableCell align="right">
                        <MemberActions
                          member={m}
                          busy={send.isPending}
                          onSend={(event) => onSend(m, event)}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollTable>
          )}
        </>
      )}
    </Box>
  );
}
