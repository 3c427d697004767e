import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/i18n/use-format';
import { toast } from '../../../../ui/toasts';
import { type TeamDashboard, useAddFocusNote } from '../../api/team-dashboard';

const MAX = 2000;

/** The team's focus: the newest note first (members read it); the manager writes a new one. */
export function FocusPanel({ dashboard, history = false }: { dashboard: TeamDashboard; history?: boolean }) {
  const { t } = useTranslation('team-dashboard');
  const fmt = useFormat();
  const add = useAddFocusNote(dashboard.teamId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [latest, ...earlier] = dashboard.teamFocusNotes;
  const save = () => {
    const value = text.trim();
    if (!value) return setError(t('focus.required'));
    if (value.length > MAX) return setError(t('focus.tooLong'));
    setError(null);
    add.mutate(value, {
      onSuccess: () => {
        setText('');
        toast({ message: t('focus.saved'), severity: 'success' });
      },
      onError: () => setError(t('loadFailed')),
    });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {latest ? (
        <Box>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{latest.text}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('focus.updated', { date: fmt.date(latest.updatedDate) })}
          </Typography>
        </Box>
      ) : (
        <Typography color="text.secondary">
          {dashboard.manager ? t('focus.emptyManager') : t('focus.empty')}
        </Typography>
      )}
      {dashboard.manager && (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
          sx={{ display: 'grid', gap: 1 }}
        >
          <TextField
            label={t('focus.label')}
            multiline
            minRows={2}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={!!error}
            helperText={error ?? `${text.length} / ${MAX}`}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={add.isPending}>
              {t('focus.save')}
            </Button>
          </Box>
        </Box>
      )}
      {history && earlier.length > 0 && (
        <Box>
          <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
            {t('focus.history')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
            {earlier.map((n) => (
              <li key={n.id}>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{n.text}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('focus.updated', { date: fmt.date(n.updatedDate) })}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
