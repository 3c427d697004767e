import ShareIcon from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Plan, PlanSection } from '../../../../shared/contracts/plan';
import { isApiError } from '../../../lib/api/errors';
import { useUserState } from '../../../lib/session/user-state';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { usePlan } from '../api/plan';
import { usePlanList } from '../api/plan-list';
import { useSections } from '../api/sections';
import { CommentsPanel } from '../components/CommentsPanel';
import { DevelopmentPlanTab } from '../components/DevelopmentPlanTab';
import type { SaveFeedback } from '../components/feedback';
import { GoalsTab } from '../components/GoalsTab';
import { MilestonesTab } from '../components/MilestonesTab';
import { NetworkTab } from '../components/NetworkTab';
import { type Notify, usePlanNotices } from '../components/PlanNotices';
import { RoleChallengesTab } from '../components/RoleChallengesTab';
import { ShareDialog } from '../components/ShareDialog';
import { SummaryView } from '../components/SummaryView';
import { useLiveComments } from '../live';
import { PLAN_TABS, type PlanTab, tabOf } from '../tabs';

function TabContent({ tab, plan, own, notify }: { tab: PlanTab; plan: Plan; own: boolean; notify: Notify }) {
  const { t } = useTranslation('plan');
  const feedback: SaveFeedback = {
    onSaved: (ok, retry) =>
      notify(
        ok ? t('saved') : t('saveFailed'),
        ok,
        undefined,
        retry ? { label: t('retry'), run: retry } : undefined,
      ),
    onRemoved: (label, undo) =>
      notify(t('removed', { label }), true, undefined, { label: t('undo'), run: undo }),
  };
  switch (tab.section) {
    case 'CAREER_CHALLENGE':
      return plan.readOnly ? (
        <SummaryView plan={plan} />
      ) : (
        <RoleChallengesTab key={plan.id} plan={plan} onSaved={feedback.onSaved} />
      );
    case 'ADAPTIVE_DEVELOPMENT_PLAN':
      return <DevelopmentPlanTab key={plan.id} plan={plan} {...feedback} />;
    case 'DEVELOPMENT_GOALS_AND_DELIVERABLES':
      return <GoalsTab plan={plan} {...feedback} />;
    case 'KEY_MILESTONES':
      return <MilestonesTab plan={plan} own={own} {...feedback} />;
    case 'SUMMARY':
      return <SummaryView plan={plan} />;
    case 'NETWORK':
      return <NetworkTab plan={plan} notify={notify} />;
  }
}

/** /plan and /plan/:plan_tab: this year's Leader Impact plan (other years read-only, ?year=), by section. */
export default function PlanPage() {
  const { t } = useTranslation('plan');
  const navigate = useNavigate();
  const user = useUserState();
  const { plan_tab } = useParams();
  const [search] = useSearchParams();
  const userId = Number(search.get('userId')) || undefined;
  const list = usePlanList(userId === user.userId ? undefined : userId);
  const year = Number(search.get('year')) || null;
  const planId =
    (year ? list.data?.items.find((p) => p.year === year)?.id : undefined) ??
    list.data?.currentPlanId ??
    null;
  const plan = usePlan(planId);
  const sections = useSections(planId ?? 0);
  const tab = tabOf(plan_tab);
  const [sharing, setSharing] = useState(false);
  const { notify, element: notices } = usePlanNotices();
  const sectionName = (type: string) => t(`sections.${type}`);

  useLiveComments(planId, null, (event) => {
    notify(
      t('comments.receivedText', {
        name: event.comment.senderName,
        section: sectionName(event.sectionType),
        text: event.comment.content.slice(0, 120),
      }),
      true,
      t('comments.received'),
    );
  });
  usePageTitle(t('title'));

  const noAccess = isApiError(list.error, 400);
  const section: PlanSection | undefined = sections.data?.items.find((s) => s.type === tab.section);
  const p = plan.data;
  const isOwner = p?.userId === user.userId;
  const search2 = search.toString() ? `?${search.toString()}` : '';

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <ConfirmationDialog
        open={noAccess}
        title={t('accessError.title')}
        text={t('accessError.text')}
        confirmLabel={t('accessError.ok')}
        cancelLabel={t('cancel')}
        onConfirm={() => navigate('/', { replace: true })}
        onCancel={() => navigate('/', { replace: true })}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        <PageTitle sx={{ flex: '1 1 auto' }}>
          {p
            ? isOwner
              ? t('titleYear', { year: p.year })
              : t('ownerPlan', { name: p.ownerName, year: p.year })
            : t('title')}
        </PageTitle>
        {p?.readOnly && <Chip label={t('readOnly')} />}
        {list.data && list.data.items.length > 1 && (
          <TextField
            select
            size="small"
            label={t('year')}
            value={p?.year ?? ''}
            onChange={(e) => {
              const next = new URLSearchParams(search);
              next.set('year', e.target.value);
              navigate(`/plan/${tab.slug}?${next.toString()}`);
            }}
            sx={{ minWidth: 180 }}
            className="no-print"
          >
            {list.data.items.map((i) => (
              <MenuItem key={i.id} value={i.year}>
                {i.year}
              </MenuItem>
            ))}
          </TextField>
        )}
        {p && isOwner && (
          <Button
            variant="outlined"
            startIcon={<ShareIcon />}
            onClick={() => setSharing(true)}
            className="no-print"
          >
            {t('share.button')}
          </Button>
        )}
      </Box>
      {p?.readOnly && isOwner && (
        <Alert severity="info" sx={{ mb: 2 }} className="no-print">
          {t('readOnlyNote', { year: p.year })}
        </Alert>
      )}
      {(list.isPending || plan.isPending) && !noAccess && <CircularProgress aria-label={t('loading')} />}
      {(plan.isError || (list.isError && !noAccess)) && <Alert severity="error">{t('loadFailed')}</Alert>}
      {p && (
        <>
          <Tabs
            value={tab.slug}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t('sectionsLabel')}
            sx={{
              mb: 2,
              borderBottom: 1,
              borderColor: 'divider',
              // long labels (German) fit more often, and when they do not, both arrows show that the strip scrolls
              '& .MuiTab-root': { px: 1.5, minWidth: 0 },
              '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 },
            }}
          >
            {PLAN_TABS.map((x) => (
              <Tab
                key={x.slug}
                value={x.slug}
                label={sectionName(x.section)}
                component={RouterLink}
                to={`/plan/${x.slug}${search2}`}
              />
            ))}
          </Tabs>
          <Box role="region" aria-label={sectionName(tab.section)}>
            <TabContent tab={tab} plan={p} own={isOwner} notify={notify} />
          </Box>
          {section && sections.data && (
            <CommentsPanel
              planId={p.id}
              section={section}
              canComment={p.year === new Date().getUTCFullYear()}
            />
          )}
          {isOwner && <ShareDialog planId={p.id} open={sharing} onClose={() => setSharing(false)} />}
        </>
      )}
      {notices}
    </Box>
  );
}
