import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ViewingRightItem } from '../../../../../shared/contracts/team-viewing-rights';
import { errorText } from '../../../../lib/api/error-text';
import { toast } from '../../../../ui/toasts';
import { useInviteViewingRights } from '../../api/member-profile';
import { useRequestViewingRight, useTeamViewingRights } from '../../api/viewing-rights';
import { DashboardSection } from './DashboardSection';

/** what "ask everyone" asks for */
const ITEMS: ViewingRightItem[] = ['PLAN', 'GLA'];
/** what each member's row shows: the Leader 360 too, opened from here once shared */
const SHOWN: ViewingRightItem[] = ['PLAN', 'GLA', '360'];
const COLOR = { GRANTED: 'success', REQUESTED: 'warning', REFUSED: 'default', NONE: 'default' } as const;

/** The manager's view of what each member shares: open a shared plan, or ask for an item. */
export function MemberRightsPanel({ teamId }: { teamId: number }) {
  const { t } = useTranslation('team-dashboard');
  const common = useTranslation('common').t;
  const q = useTeamViewingRights(teamId, true);
  const ask = useRequestViewingRight(teamId);
  const askAll = useInviteViewingRights(teamId);
  const members = q.data ?? [];
  // someone has not shared, nor been asked, the Leader Profile or the plan
  const anyToAsk = members.some((m) =>
    ITEMS.some((item) => {
      const s = m.items.find((i) => i.item === item)?.status;
      return s !== 'GRANTED' && s !== 'REQUESTED';
    }),
  );
  return (
    <DashboardSection
      id="member-plans"
      title={t('memberPlans.title')}
      loading={q.isPending}
      error={q.isError}
      onRetry={() => void q.refetch()}
      empty={members.length === 0 ? t('memberPlans.none') : null}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('memberPlans.intro')}
      </Typography>
      {anyToAsk && (
        <Button
          variant="outlined"
          sx={{ mb: 1.5 }}
          disabled={askAll.isPending}
          onClick={() =>
            askAll.mutate(
              { items: ITEMS },
              {
                onSuccess: (r) => {
                  const count = r.results.filter((x) => x.outcome === 'ASKED').length;
                  toast({
                    message: count ? t('memberPlans.askedAll', { count }) : t('memberPlans.askedNone'),
                    severity: count ? 'success' : 'info',
                  });
                },
                onError: (e) => toast({ message: errorText(e, common), severity: 'error' }),
              },
            )
          }
        >
          {t('memberPlans.askAll')}
        </Button>
      )}
      {/* one column no wider than the section: a long chip or button wraps inside a phone's width */}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 1.5,
        }}
      >
        {members.map((m) => {
          const status = (item: ViewingRightItem) => m.items.find((i) => i.item === item)?.status ?? 'NONE';
          return (
            <Box
              component="li"
              key={m.userId}
              sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.75, minWidth: 0 }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{m.name}</Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                {SHOWN.map((item) => {
                  const s = status(item);
                  return (
                    <Box
                      key={item}
                      sx={{
                        display: 'flex',
                        flexWrap: 'wrap',
                        gap: 1,
                        alignItems: 'center',
                        maxWidth: '100%',
                      }}
                    >
                      <Chip
                        size="small"
                        color={COLOR[s]}
                        sx={{
                          maxWidth: '100%',
                          height: 'auto',
                          '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
                        }}
                        label={`${t(`items.${item}`)}: ${t(`statuses.${s}`)}`}
                      />
                      {item === 'PLAN' && s === 'GRANTED' && (
                        <Button
                          size="small"
                          component={RouterLink}
                          to={`/teams/v2/${teamId}/member/${m.userId}/plan`}
                        >
                          {t('memberPlans.open', { name: m.name })}
                        </Button>
                      )}
                      {item === 'GLA' && s === 'GRANTED' && (
                        <Button
                          size="small"
                          component={RouterLink}
                          to={`/teams/v2/${teamId}/member/${m.userId}/leader-profile`}
                        >
                          {t('memberPlans.openProfile', { name: m.name })}
                        </Button>
                      )}
                      {item === '360' && s === 'GRANTED' && (
                        <Button
                          size="small"
                          component={RouterLink}
                          to={`/teams/v2/${teamId}/member/${m.userId}/leader-360`}
                        >
                          {t('memberPlans.open360', { name: m.name })}
                        </Button>
                      )}
                      {s !== 'GRANTED' && s !== 'REQUESTED' && (
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={ask.isPending}
                          onClick={() =>
                            ask.mutate(
                              { userId: m.userId, item },
                              {
                                onSuccess: () =>
                                  toast({
                                    message: t('memberPlans.sent', { name: m.name }),
                                    severity: 'success',
                                  }),
                                onError: (e) => toast({ message: errorText(e, common), severity: 'error' }),
                              },
                            )
                          }
                        >
                          {t('memberPlans.request', { name: m.name, item: t(`items.${item}`) })}
                        </Button>
                      )}
                    </Box>
                  );
                })}
              </Box>
            </Box>
          );
        })}
      </Box>
    </DashboardSection>
  );
}
