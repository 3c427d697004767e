import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PLAN_SECTION_TYPES, type PlanSectionType } from '../../../../shared/enums';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { GuestAssistantLink } from '../../assistant';
import { usePlan } from '../api/plan';
import { useSections } from '../api/sections';
import { CommentsPanel } from '../components/CommentsPanel';
import { NetworkTab } from '../components/NetworkTab';
import { usePlanNotices } from '../components/PlanNotices';
import { SummaryView } from '../components/SummaryView';
import { useLiveComments } from '../live';

/** /plan-guest/:planId?token=: a plan guest reads the shared plan and comments on its sections. */
export default function GuestPlanPage() {
  const { t } = useTranslation('plan');
  const { planId: raw } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const guest = useMemo(() => (token ? { token } : null), [token]);
  const planId = Number(raw) || null;
  const plan = usePlan(guest ? planId : null, guest);
  const sections = useSections(planId ?? 0, guest);
  const [sectionType, setSectionType] = useState<PlanSectionType>('CAREER_CHALLENGE');
  const { notify, element: notices } = usePlanNotices();
  useLiveComments(plan.data ? planId : null, guest, (event) =>
    notify(
      t('comments.receivedText', {
        name: event.comment.senderName,
        section: t(`sections.${event.sectionType}`),
        text: event.comment.content.slice(0, 120),
      }),
      true,
      t('comments.received'),
    ),
  );
  usePageTitle(t('title'));
  const p = plan.data;
  const section = sections.data?.items.find((s) => s.type === sectionType);

  return (
    <EmptyLayout>
      <Box sx={{ maxWidth: 1100, mx: 'auto', p: { xs: 2, md: 3 } }}>
        {(!guest || plan.isError) && <Alert severity="error">{t('guest.invalid')}</Alert>}
        {guest && plan.isPending && <CircularProgress aria-label={t('loading')} />}
        {p && (
          <>
            <PageTitle>{t('ownerPlan', { name: p.ownerName, year: p.year })}</PageTitle>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('guest.intro')}
            </Typography>
            {/* the plan guest may ask the assistant (as a guest, with this link's token) how to comment helpfully */}
            <Box className="no-print" sx={{ mb: 2 }}>
              <GuestAssistantLink token={token} />
            </Box>
            <SummaryView plan={p} guest={guest} />
            <Box className="no-print" sx={{ mt: 3 }}>
              <NetworkTab plan={p} guest={guest} notify={notify} />
            </Box>
            <Tabs
              value={sectionType}
              onChange={(_, v) => setSectionType(v)}
              variant="scrollable"
              aria-label={t('sectionsLabel')}
              sx={{ mt: 3, borderBottom: 1, borderColor: 'divider' }}
              className="no-print"
            >
              {PLAN_SECTION_TYPES.map((s) => (
                <Tab key={s} value={s} label={t(`sections.${s}`)} />
              ))}
            </Tabs>
            {section && sections.data && (
              <CommentsPanel
                planId={p.id}
                section={section}
                guest={guest}
                canComment={p.year === new Date().getUTCFullYear()}
              />
            )}
          </>
        )}
        {notices}
      </Box>
    </EmptyLayout>
  );
}
