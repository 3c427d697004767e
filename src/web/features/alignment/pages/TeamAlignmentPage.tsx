import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { PageTitle } from '../../../ui/PageTitle';
import { SectionError } from '../../../ui/QueryBoundary';
import { usePageTitle } from '../../../ui/usePageTitle';
import { alignmentApi } from '../api/calls';
import { ReportSection } from '../components/ReportSection';
import { SurveyDialog } from '../components/SurveyDialog';
import { SurveyPanel } from '../components/SurveyPanel';
import { isMemberRefusal } from '../member-refusal';

/** What a team member can do here instead: answer from their own link, see what a report looks like, go back. */
function MemberNotice({ teamId }: { teamId: number }) {
  const { t } = useTranslation('alignment');
  return (
    <Card variant="outlined" component="section" aria-labelledby="alignment-member-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="alignment-member-heading" component="h2" variant="h6">
            {t('member.heading')}
          </Typography>
          <Typography>{t('member.text')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" component={RouterLink} to={`/teams/v2/${teamId}/dashboard`}>
              {t('member.openTeam')}
            </Button>
            <Button variant="text" component={RouterLink} to="/team-alignment/sample-report">
              {t('member.sample')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

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
      {status.isError && isMemberRefusal(status.error) && <MemberNotice teamId={teamId} />}
      {status.isError && !isMemberRefusal(status.error) && (
        <SectionError error={status.error} onRetry={() => status.refetch()} />
      )}
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
