import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import type { Report360 } from '../../../../shared/contracts/leader360';

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/**
 * The 360 report: the chart first (self against all others per capability), then gaps, behaviours, comments.
 * Read by its owner it speaks to them ("you"); given `subject` (a manager reading a shared report) it names them.
 */
export function ReportView({ report, subject }: { report: Report360; subject?: string }) {
  const { t } = useTranslation('leader360');
  /** a text that speaks to the owner, or about the subject */
  const said = (key: string, values: Record<string, unknown> = {}) =>
    subject ? t(`report.about.${key}`, { ...values, name: subject }) : t(`report.${key}`, values);
  const name = (code: string) => report.capabilities.find((c) => c.code === code)?.name ?? code;
  const labels = report.capabilities.map((c) => c.name);
  const data = {
    labels,
    datasets: [
      {
        label: said('self'),
        data: report.capabilities.map((c) => report.self[c.code] ?? null),
        backgroundColor: '#5c6bc0',
      },
      ...(report.allOthers
        ? [
            {
              label: t('report.allOthers', { count: report.allOthers.count }),
              data: report.capabilities.map((c) => report.allOthers!.scores[c.code] ?? null),
              backgroundColor: '#26a69a',
            },
          ]
        : []),
    ],
  };
  const gapCard = (kind: 'blindSpots' | 'hiddenStrengths') => (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h3" variant="h6">
          {t(`report.${kind}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {said(`${kind}Rule`, { threshold: report.gapThreshold })}
        </Typography>
        {report[kind].length === 0 ? (
          <Typography>{t('report.none')}</Typography>
        ) : (
          report[kind].map((g) => (
            <Typography key={g.capability}>
              {subject
                ? said('gapLine', { capability: name(g.capability), self: g.self, others: g.others })
                : t('report.gapLine', { name: name(g.capability), self: g.self, others: g.others })}
            </Typography>
          ))
        )}
      </CardContent>
    </Card>
  );
  return (
    <Stack spacing={3}>
      <section aria-label={said('chart')}>
        <Typography component="h2" variant="h6">
          {said('chart')}
        </Typography>
        <div style={{ position: 'relative', minHeight: 320 }}>
          <Bar
            data={data}
            aria-label={said('chart')}
            role="img"
            options={{
              indexAxis: 'y',
              maintainAspectRatio: false,
              scales: { x: { min: 1, max: 5 } },
            }}
          />
        </div>
        {!report.allOthers && <Alert severity="info">{said('notEnough')}</Alert>}
        {report.hiddenAnswers > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('report.hidden', { count: report.hiddenAnswers, threshold: report.threshold })}
          </Typography>
        )}
      </section>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{gapCard('blindSpots')}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{gapCard('hiddenStrengths')}</Grid>
      </Grid>
      <section>
        <Typography component="h2" variant="h6">
          {t('report.groups')}
        </Typography>
        {report.groups.map((g) => (
          <Typography key={g.group}>
            {t(`groups.${g.group}`)} ({g.count}):{' '}
            {report.capabilities.map((c) => `${c.name} ${g.scores[c.code] ?? '–'}`).join(' · ')}
          </Typography>
        ))}
      </section>
      <Grid container spacing={2}>
        {(['top', 'bottom'] as const).map((k) => (
          <Grid key={k} size={{ xs: 12, md: 6 }}>
            <Typography component="h2" variant="h6">
              {t(`report.${k}`)}
            </Typography>
            {report[k].map((b) => (
              <Typography key={b.code}>
                {b.text} ({b.score})
              </Typography>
            ))}
          </Grid>
        ))}
      </Grid>
      <section>
        <Typography component="h2" variant="h6">
          {t('report.comments')}
        </Typography>
        {report.comments.map((c) => (
          <Stack key={c.question} spacing={0.5} sx={{ mb: 2 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t(`report.question.${c.question}`)}
            </Typography>
            {c.texts.length === 0 ? (
              <Typography color="text.secondary">{t('report.noComments')}</Typography>
            ) : (
              c.texts.map((text) => <Typography key={text}>“{text}”</Typography>)
            )}
          </Stack>
        ))}
      </section>
    </Stack>
  );
}
