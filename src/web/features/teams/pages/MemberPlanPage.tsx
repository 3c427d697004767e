import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { planCalls } from '../../../../shared/contracts/plan-calls';
import { api } from '../../../lib/api/call';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';

const GROUPS = [
  'ROLE_CHALLENGE',
  'OUTCOME',
  'DEVELOPMENT_FOCUS',
  'STRENGTH',
  'GOAL_DELIVERABLE',
  'SHORT_TERM_ASPIRATION',
  'LONG_TERM_ASPIRATION',
] as const;

/**
 * /teams/v2/:teamId/member/:userId/plan: a member's current Leader Impact plan, read only, for a manager the
 * member shared it with (the server says no otherwise: agile-plan-list/{userId} answers 400).
 */
export default function MemberPlanPage() {
  const { t } = useTranslation('team-dashboard');
  const params = useParams();
  const teamId = Number(params.teamId);
  const userId = Number(params.userId);
  const valid = Number.isInteger(userId) && userId > 0 && Number.isInteger(teamId) && teamId > 0;
  const plan = useQuery({
    queryKey: ['teams', 'member-plan', teamId, userId],
    enabled: valid,
    retry: false,
    queryFn: async () => {
      const list = await api.call(planCalls.listOf, { params: { userId } });
      if (!list.currentPlanId) return null;
      return api.call(planCalls.get, { params: { id: list.currentPlanId }, query: {} });
    },
  });
  const p = plan.data;
  usePageTitle(p ? t('memberPlan.title', { name: p.ownerName }) : t('memberPlan.fallbackTitle'));
  return (
    <Box sx={{ maxWidth: 900, display: 'grid', gap: 2 }}>
      <Link component={RouterLink} to={`/teams/v2/${teamId}/dashboard/plan`}>
        {t('memberPlan.back')}
      </Link>
      <PageTitle>
        {p ? t('memberPlan.title', { name: p.ownerName }) : t('memberPlan.fallbackTitle')}
      </PageTitle>
      {plan.isPending && valid && <SectionSkeleton />}
      {(plan.isError || !valid) && <Alert severity="warning">{t('memberPlan.noAccess')}</Alert>}
      {plan.isSuccess && !p && <Typography color="text.secondary">{t('memberPlan.empty')}</Typography>}
      {p && (
        <>
          <Alert severity="info">{t('memberPlan.readOnly', { name: p.ownerName })}</Alert>
          {p.agileItemList.length === 0 && (
            <Typography color="text.secondary">{t('memberPlan.empty')}</Typography>
          )}
          {GROUPS.map((type) => {
            const items = p.agileItemList.filter((i) => i.type === type);
            if (items.length === 0) return null;
            return (
              <Paper
                key={type}
                component="section"
                aria-labelledby={`plan-${type}`}
                variant="outlined"
                sx={{ p: 2 }}
              >
                <Typography id={`plan-${type}`} component="h2" variant="h3" sx={{ mb: 1 }}>
                  {t(`memberPlan.groups.${type}`)}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {items.map((i) => (
                    <li key={i.id}>
                      <Typography sx={{ overflowWrap: 'anywhere' }}>{i.label}</Typography>
                      {i.description && (
                        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                          {i.description}
                        </Typography>
                      )}
                    </li>
                  ))}
                </Box>
              </Paper>
            );
          })}
        </>
      )}
    </Box>
  );
}
