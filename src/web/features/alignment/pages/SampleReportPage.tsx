import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { PageTitle } from '../../../ui/PageTitle';
import { SectionError } from '../../../ui/QueryBoundary';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSampleReport } from '../api/express';
import { AlignmentChart, CHART_STYLES, type ChartStyle } from '../components/AlignmentChart';
import { ReportThemes } from '../components/ReportThemes';
import { EXPRESS_PATH } from '../express-paths';

/** The Sample Report of the express setup: a report of invented answers, labelled as such, drawn as a real one. */
export default function SampleReportPage() {
  const { t, i18n } = useTranslation('alignment');
  usePageTitle(t('sample.title'));
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const report = useSampleReport(lng);
  const [style, setStyle] = useState<ChartStyle>('polar');
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <div>
        <PageTitle>{t('sample.title')}</PageTitle>
        <Typography color="text.secondary">{t('sample.intro')}</Typography>
      </div>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" component={RouterLink} to={EXPRESS_PATH}>
            {t('sample.toSetup')}
          </Button>
        }
      >
        <AlertTitle>{t('sample.label')}</AlertTitle>
        {t('sample.labelText')}
      </Alert>
      {report.isPending && <SectionSkeleton />}
      {report.isError && <SectionError error={report.error} onRetry={() => report.refetch()} />}
      {report.data && (
        <>
          <Card variant="outlined" component="section" aria-labelledby="sample-chart-heading">
            <CardContent>
              <Stack spacing={2}>
                <Stack
                  direction={{ xs: 'column', md: 'row' }}
                  spacing={2}
                  sx={{ alignItems: { md: 'center' } }}
                >
                  <Typography id="sample-chart-heading" component="h2" variant="h6" sx={{ flex: 1 }}>
                    {t('report.heading')}
                  </Typography>
                  <ToggleButtonGroup
                    exclusive
                    size="small"
                    value={style}
                    onChange={(_, v: ChartStyle | null) => v && setStyle(v)}
                    aria-label={t('report.style')}
                  >
                    {CHART_STYLES.map((s) => (
                      <ToggleButton key={s} value={s}>
                        {t(`report.styles.${s}`)}
                      </ToggleButton>
                    ))}
                  </ToggleButtonGroup>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('sample.basis', { count: report.data.respondents })}
                </Typography>
                <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                  <Box sx={{ width: '100%', maxWidth: 640 }}>
                    <AlignmentChart style={style} subscales={report.data.team_alignment_sub_scale_list} />
                  </Box>
                </Box>
              </Stack>
            </CardContent>
          </Card>
          <ReportThemes report={report.data} />
        </>
      )}
    </Stack>
  );
}
