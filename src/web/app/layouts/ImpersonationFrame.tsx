import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stopImpersonation } from '../../features/auth/session-actions';
import { useCachedUserState } from '../../lib/session/user-state';

/** While an admin acts as someone else: a red border around the viewport, who it is, and the way back. */
export function ImpersonationFrame({ bottomOffset = 0 }: { bottomOffset?: number }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // the server says who impersonates (the current user's `impersonator`); the web app never reads its token
  const actor = useCachedUserState()?.impersonator;
  if (!actor) return null;

  const end = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await stopImpersonation();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <>
      <Box
        aria-hidden="true"
        data-testid="impersonation-border"
        sx={{ position: 'fixed', inset: 0, border: '4px solid #c62828', pointerEvents: 'none', zIndex: 1400 }}
      />
      <Box
        component="aside"
        aria-label={t('impersonation.region')}
        sx={{
          position: 'fixed',
          right: 12,
          bottom: 12 + bottomOffset,
          zIndex: 1401,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1,
          bgcolor: '#c62828',
          color: '#fff',
          borderRadius: 2,
          boxShadow: 3,
          maxWidth: 'calc(100vw - 24px)',
        }}
      >
        <Typography variant="body2">
          {t('impersonation.label')} <strong>{actor.fullName}</strong> ({actor.email})
        </Typography>
        <Button
          variant="contained"
          onClick={() => void end()}
          disabled={busy}
          sx={{ bgcolor: '#fff', color: '#b71c1c', '&:hover': { bgcolor: '#ffebee' } }}
        >
          {t('impersonation.end')}
        </Button>
        {failed && (
          <Typography variant="body2" role="alert">
            {t('impersonation.failed')}
          </Typography>
        )}
      </Box>
    </>
  );
}
