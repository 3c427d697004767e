import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LibraryEntry } from '../api/library';
import { SprintIcon } from './SprintIcon';

/** One pre-designed sprint: icon, label, description, capabilities, durations, why it is recommended. */
export function LibraryCard({
  sprint,
  onChoose,
  busy,
}: {
  sprint: LibraryEntry;
  onChoose(): void;
  busy: boolean;
}) {
  const { t } = useTranslation('sprint-design');
  const headingId = `sprint-${sprint.code}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ mb: 1, alignItems: 'center' }}>
          <SprintIcon icon={sprint.icon} color="primary" fontSize="large" />
          <Typography id={headingId} component="h3" variant="h3">
            {sprint.label}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {sprint.description}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
          {sprint.capabilities.map((c) => (
            <Chip key={c.code} size="small" label={c.name} variant="outlined" />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('preDesigned.durations', { weeks: sprint.durations.join(', ') })}
        </Typography>
        {sprint.reasons.length > 0 && (
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
            {sprint.reasons
              .map((r) =>
                r.kind === 'capability'
                  ? t('preDesigned.reasonCapability', { name: r.name })
                  : t('preDesigned.reasonOutcome', { label: r.label }),
              )
              .join(' ')}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button onClick={onChoose} disabled={busy} aria-describedby={headingId}>
          {t('preDesigned.choose')}
        </Button>
      </CardActions>
    </Card>
  );
}
