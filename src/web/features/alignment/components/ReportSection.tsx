import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { SectionError } from '../../../ui/QueryBoundary';
import { alignmentApi } from '../api/calls';
import { AlignmentChart, CHART_STYLES, type ChartStyle, TrendChart } from './AlignmentChart';
import { ReportThemes } from './ReportThemes';

/** The generated report: the chart first (in the chosen style), then each theme's subscales with their practices. */
export function ReportSection({ teamId }: { teamId: number }) {
  const { t, i18n } = useTranslation('alignment');
  const fmt = useFormat();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const [style, setStyle] = useState<ChartStyle>('polar');
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [years, setYears] = useState<1 | 3 | 6>(1);
  const versions = useQuery({
    queryKey: ['alignment', teamId, 'versions'],
    queryFn: () => alignmentApi.versions(teamId),
  });
  const ranks = useQuery({
    queryKey: ['alignment', teamId, 'ranks', version, lng],
    queryFn: () => alignmentApi.ranks(teamId, lng, version),
    enabled: (versions.data?.length ?? 0) > 0,
  });
  const trend = useQuery({
    queryKey: ['alignment', teamId, 'trend', years],
    queryFn: () => alignmentApi.trend(teamId, years),
    enabled: (versions.data?.length ?? 0) > 0,
  });
  if (versions.isPending) return <SectionSkeleton />;
  if (versions.isError) return <SectionError error={versions.error} onRetry={() => versions.refetch()} />;
  if (versions.data.length === 0)
    return (
      <Card variant="outlined" component="section">
        <CardContent>
          <Typography component="h2" variant="h6">
            {t('report.heading')}
          </Typography>
          <Typography color="text.secondary">{t('report.empty')}</Typography>
        </CardContent>
      </Card>
    );
  const report = ranks.data;
  const names = Object.fromEntries(
    (report?.team_alignment_sub_scale_list ?? []).map((s) => [s.code, s.name]),
  );
  return (
    <Stack spacing={3}>
      <Card variant="outlined" component="section" aria-labelledby="alignment-report-heading">
        <CardContent>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
              <Typography id="alignment-report-heading" component="h2" variant="h6" sx={{ flex: 1 }}>
                {t('report.heading')}
              </Typography>
              <TextField
                select
                size="small"
                label={t('report.version')}
                value={version ?? versions.data[versions.data.length - 1]!.version}
                onChange={(e) => setVersion(Number(e.target.value))}
                sx={{ minWidth: 220 }}
              >
                {versions.data.map((v) => (
                  <MenuItem key={v.version} value={v.version}>
                    {t('report.versionOption', { version: v.version, date: fmt.date(v.generatedAt) })}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                href={alignmentApi.pdfUrl(teamId, lng, version)}
                download
              >
                {t('pdf.download')}
              </Button>
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
            {ranks.isPending && <SectionSkeleton />}
            {ranks.isError && <SectionError error={ranks.error} onRetry={() => ranks.refetch()} />}
            {report && (
              <>
                <Typography variant="body2" color="text.secondary">
                  {t('report.basis', { count: report.respondents, date: fmt.date(report.generatedAt) })}
                </Typography>
                <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                  <Box sx={{ width: '100%', maxWidth: 640 }}>
                    <AlignmentChart style={style} subscales={report.team_alignment_sub_scale_list} />
                  </Box>
                </Box>
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
      {report && <ReportThemes report={report} />}
      <Card variant="outlined" component="section" aria-labelledby="alignment-trend-heading">
        <CardContent>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Typography id="alignment-trend-heading" component="h2" variant="h6" sx={{ flex: 1 }}>
                {t('report.trend')}
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={years}
                onChange={(_, v: 1 | 3 | 6 | null) => v && setYears(v)}
                aria-label={t('report.years')}
              >
                {([1, 3, 6] as const).map((y) => (
                  <ToggleButton key={y} value={y}>
                    {t('report.yearsOption', { count: y })}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
            {trend.isError && <SectionError error={trend.error} onRetry={() => trend.refetch()} />}
            {trend.data &&
              (trend.data.points.length === 0 ? (
                <Typography color="text.secondary">{t('report.noTrend')}</Typography>
              ) : (
                <TrendChart points={trend.data.points} names={names} formatDate={(d) => fmt.date(d)} />
              ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
