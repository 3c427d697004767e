import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { scaleRanksResponse } from '../../../../shared/contracts/alignment';
import { useFormat } from '../../../lib/i18n/use-format';
import { THEME_COLOURS } from './AlignmentChart';

type Report = z.infer<typeof scaleRanksResponse>['data'];

/** The report's text, after its chart: each theme's subscales with score, rank, flags, definition and practices. */
export function ReportThemes({ report }: { report: Report }) {
  const { t } = useTranslation('alignment');
  const fmt = useFormat();
  return (
    <Grid container spacing={2}>
      {report.themes.map((theme) => (
        <Grid key={theme.code} size={{ xs: 12, md: 6 }}>
          <Card
            variant="outlined"
            sx={{ height: '100%', borderTop: `4px solid ${THEME_COLOURS[theme.code] ?? '#999'}` }}
          >
            <CardContent>
              <Typography component="h3" variant="h6">
                {theme.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {theme.description}
              </Typography>
              <Stack spacing={2}>
                {report.team_alignment_sub_scale_list
                  .filter((s) => s.theme === theme.code)
                  .map((s) => (
                    <Box key={s.code}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <Typography component="h4" sx={{ fontWeight: 600 }}>
                          {s.name}
                        </Typography>
                        <Typography>
                          {t('report.scoreOf', {
                            score: s.score === null ? '–' : fmt.number(s.score, 2),
                          })}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t('report.rank', { rank: s.rank })}
                        </Typography>
                        {s.isHighest && <Chip size="small" color="success" label={t('report.highest')} />}
                        {s.isLowest && <Chip size="small" color="warning" label={t('report.lowest')} />}
                      </Stack>
                      <Typography variant="body2">{s.definition}</Typography>
                      <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
                        {s.practices.map((p) => (
                          <li key={p}>
                            <Typography variant="body2">{p}</Typography>
                          </li>
                        ))}
                      </Box>
                    </Box>
                  ))}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
