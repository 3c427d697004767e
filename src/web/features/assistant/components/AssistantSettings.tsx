import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { integrationBody } from '../../../../shared/contracts/assistant';
import { errorText } from '../../../lib/api/error-text';
import { useFormat } from '../../../lib/i18n/use-format';
import { toast } from '../../../ui/toasts';
import { useIntegration, useSaveIntegration } from '../api/console';

/**
 * The console settings' chat-platform section (ADMIN): the incoming-webhook URL (Slack's message format, which
 * Mattermost and Rocket.Chat accept too) where synced people also get their check-in and stand-up reminders.
 * The assistant's on/off switch is the organisation setting above it.
 */
export function AssistantSettings() {
  const { t } = useTranslation('assistant-chat');
  const integration = useIntegration();
  const save = useSaveIntegration();
  const fmt = useFormat();
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState(false);
  const saved = integration.data?.incomingWebhookUrl ?? '';
  useEffect(() => setUrl(saved), [saved]);

  const submit = () => {
    const value = url.trim() || null;
    const parsed = integrationBody.safeParse({ incomingWebhookUrl: value });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => toast({ message: t('console.saved'), severity: 'success' }),
      onError: (e) => toast({ message: errorText(e, t, { within: 'console.errors' }), severity: 'error' }),
    });
  };

  return (
    <Paper
      component="section"
      aria-labelledby="assistant-integration-title"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640, mt: 3 }}
    >
      <Typography id="assistant-integration-title" component="h2" variant="h2" gutterBottom>
        {t('console.integrationTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('console.integrationIntro')}
      </Typography>
      {integration.isPending && <CircularProgress size={24} aria-label={t('console.loading')} />}
      {integration.isError && <Alert severity="error">{errorText(integration.error, t)}</Alert>}
      {integration.data && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            label={t('console.webhookUrl')}
            type="url"
            fullWidth
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t('console.webhookInvalid') : t('console.webhookHelp')}
            placeholder="https://chat.example.com/hooks/…"
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('console.synced', { count: integration.data.syncedPeople })}
          </Typography>
          {integration.data.lastRefusal && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('console.lastRefusal', { date: fmt.dateTime(integration.data.lastRefusal.at) })}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || url.trim() === saved}
            sx={{ mt: 2 }}
          >
            {t('console.save')}
          </Button>
        </form>
      )}
    </Paper>
  );
}
