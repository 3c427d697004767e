import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conferenceBody } from '../../../../shared/contracts/calendar';
import {
  CONFERENCE_PROVIDERS,
  type ConferenceProvider,
  conferenceLink,
} from '../../../../shared/domain/conference';
import { errorText } from '../../../lib/api/error-text';
import { toast } from '../../../ui/toasts';
import { calendarAccountQuery, useChooseConference } from '../api/calendar';

/**
 * The profile's choice of how activity meetings get a video link (the calendar's conference provider): none, a
 * Jitsi Meet room per meeting, or the person's own room. The invitation (.ics) and the mail carry the link.
 */
export function ConferenceChoice() {
  const { t } = useTranslation('notifications');
  const { data } = useSuspenseQuery(calendarAccountQuery());
  const choose = useChooseConference();
  const saved = data.conference;
  const [provider, setProvider] = useState<ConferenceProvider>(saved.provider);
  const [roomUrl, setRoomUrl] = useState(saved.roomUrl ?? '');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setProvider(saved.provider);
    setRoomUrl(saved.roomUrl ?? '');
  }, [saved.provider, saved.roomUrl]);

  const submit = () => {
    const parsed = conferenceBody.safeParse({
      provider,
      roomUrl: provider === 'OWN_ROOM' ? roomUrl.trim() || null : null,
    });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    choose.mutate(parsed.data, {
      onSuccess: () => toast({ message: t('calendar.conference.saved'), severity: 'success' }),
      onError: (e) => toast({ message: errorText(e, t), severity: 'error' }),
    });
  };
  // what a meeting's link looks like with the saved choice (the same function writes it into invitations)
  const example = saved.provider === provider ? conferenceLink(saved, 42) : null;
  const unchanged =
    provider === saved.provider && (provider !== 'OWN_ROOM' || roomUrl.trim() === saved.roomUrl);

  return (
    <Box
      component="form"
      noValidate
      sx={{ mt: 3 }}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {/* full width: the save button goes below the choices, not beside their heading */}
      <FormControl fullWidth>
        <FormLabel id="conference-title">{t('calendar.conference.title')}</FormLabel>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
          {t('calendar.conference.intro')}
        </Typography>
        <RadioGroup
          aria-labelledby="conference-title"
          value={provider}
          onChange={(e) => {
            setProvider(e.target.value as ConferenceProvider);
            setInvalid(false);
          }}
        >
          {CONFERENCE_PROVIDERS.map((p) => (
            <FormControlLabel key={p} value={p} control={<Radio />} label={t(`calendar.conference.${p}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      {provider === 'OWN_ROOM' && (
        <TextField
          label={t('calendar.conference.roomUrl')}
          type="url"
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          value={roomUrl}
          onChange={(e) => {
            setRoomUrl(e.target.value);
            setInvalid(false);
          }}
          error={invalid}
          helperText={
            invalid ? t('calendar.conference.roomUrlInvalid') : t('calendar.conference.roomUrlHelp')
          }
          placeholder="https://meet.example.com/…"
        />
      )}
      {example && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('calendar.conference.example', { url: example })}
        </Typography>
      )}
      <Button type="submit" variant="outlined" sx={{ mt: 2 }} disabled={choose.isPending || unchanged}>
        {t('calendar.conference.save')}
      </Button>
    </Box>
  );
}
