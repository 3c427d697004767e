import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_MEDIUM_MS } from '../../../../shared/constants';
import { errorText } from '../../../lib/api/error-text';
import { toast } from '../../../ui/toasts';
import { calendarAccountQuery, useRevokeCalendar, useSyncCalendar } from '../api/calendar';
import { ConferenceChoice } from './ConferenceChoice';

/** The profile's calendar block: the private feed address with Copy and Revoke, or a button that makes one. */
export function CalendarFeed() {
  const { t } = useTranslation(['notifications', 'common']);
  const { data } = useSuspenseQuery(calendarAccountQuery());
  const sync = useSyncCalendar();
  const revoke = useRevokeCalendar();
  const onError = (error: unknown) => toast({ message: errorText(error, t), severity: 'error' });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ message: t('calendar.copied'), ms: SNACKBAR_MEDIUM_MS });
    } catch {
      toast({ message: t('calendar.copyFailed'), severity: 'error', ms: SNACKBAR_MEDIUM_MS });
    }
  }

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('calendar.intro')}
      </Typography>
      {data.webcalUrl ? (
        <>
          <TextField
            label={t('calendar.urlLabel')}
            value={data.webcalUrl}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, inputLabel: { shrink: true } }}
            onFocus={(e) => e.target.select()}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Button variant="contained" onClick={() => copy(data.webcalUrl ?? '')}>
              {t('calendar.copy')}
            </Button>
            <Button variant="outlined" href={data.webcalUrl}>
              {t('calendar.open')}
            </Button>
            <Button
              color="error"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(undefined, {
                  onSuccess: () => toast({ message: t('calendar.revoked'), severity: 'success' }),
                  onError,
                })
              }
            >
              {t('calendar.revoke')}
            </Button>
          </Box>
        </>
      ) : (
        <Button
          variant="contained"
          disabled={sync.isPending}
          onClick={() => sync.mutate(undefined, { onError })}
        >
          {t('calendar.create')}
        </Button>
      )}
      <ConferenceChoice />
    </Box>
  );
}
