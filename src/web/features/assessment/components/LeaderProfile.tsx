import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GlaResult } from '../../../../shared/contracts/assessment';
import { CapabilityCard } from './CapabilityCard';
import { ProfileGlance } from './ProfileGlance';

/** The Leader Profile of a finished GLA (`subject`: the person's name when another reads it): the picture and its meaning first, then each capability by group, collapsed. */
export function LeaderProfile({ result, subject }: { result: GlaResult; subject?: string }) {
  const { t } = useTranslation('assessment');
  return (
    <Box>
      <ProfileGlance result={result} subject={subject} />
      <Typography component="h2" variant="h5" sx={{ mb: 0.5 }}>
        {t('chart.details')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('chart.detailsHint')}
      </Typography>
      {result.groups.map((g) => (
        <Box component="section" key={g.group} aria-labelledby={`group-${g.group}`} sx={{ mb: 3 }}>
          <Typography id={`group-${g.group}`} component="h3" variant="h6">
            {g.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {g.description}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1 }}>
            {g.capabilities.map((c) => (
              <CapabilityCard key={c.code} c={c} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
