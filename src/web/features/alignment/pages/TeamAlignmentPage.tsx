import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { PageTitle } from '../../../ui/PageTitle';
import { SectionError } from '../../../ui/QueryBoundary';
import { usePageTitle } from '../../../ui/usePageTitle';
import { alignmentApi } from '../api/calls';
import { ReportSection } from '../components/ReportSection';
import { SurveyDialog } from '../components/SurveyDialog';
import { SurveyPanel } from '../components/SurveyPanel';

/** /teams/v2/{teamId}/team-alignment: the manager runs the survey and reads the report, its versions and trend. */
export default function TeamAlignmentPage() {
  const { t, i18n } = useTranslation('alignment');
  usePageTitle(t('page.title'));
  const teamId = Number(useParams().teamId);
  const [previewing, setPreviewing] = useState(false);
  const status = useQuery({
    queryKey: ['alignment', teamId, 'status'],
    queryFn: () => alignmentApi.status(teamId),
  });
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <div>
        <PageTitle>{t('page.title')}</PageTitle>
        <Typography color="text.secondary">{t('page.intro')}</Typography>
      </div>
      {status.isPending && <SectionSkeleton />}
      {status.isError && <SectionError error={status.error} onRetry={() => status.refetch()} />}
      {status.data && (
        <SurveyPanel teamId={teamId} status={status.data} onPreview={() => setPreviewing(true)} />
      )}
      {status.data && <ReportSection teamId={teamId} />}
      {previewing && (
        <SurveyDialog
          preview
          queryKey={['alignment', 'preview']}
          load={(pageNo) => alignmentApi.preview(pageNo, i18n.resolvedLanguage ?? i18n.language)}
          onExit={() => setPreviewing(false)}
        />
      )}
    </Stack>
  );
}
