import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VIEWING_RIGHT_ITEMS } from '../../../../shared/contracts/team-viewing-rights';
import { errorText } from '../../../lib/api/error-text';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { PageTitle } from '../../../ui/PageTitle';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSharedByMe, useToggleViewingRight } from '../api/viewing-rights';

/** /dashboard/viewing-rights: what the person shares with the managers of their teams; grant, refuse, revoke. */
export default function ViewingRightsPage() {
  const { t } = useTranslation('team-dashboard');
  const common = useTranslation('common').t;
  const q = useSharedByMe();
  const toggle = useToggleViewingRight();
  usePageTitle(t('rights.title'));
  return (
    <Box sx={{ maxWidth: 900, display: 'grid', gap: 2 }}>
      <Box>
        <PageTitle>{t('rights.title')}</PageTitle>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('rights.intro')}
        </Typography>
      </Box>
      {q.isPending && <SectionSkeleton />}
      {q.isError && <Alert severity="error">{t('rights.loadFailed')}</Alert>}
      {q.data?.length === 0 && <Typography color="text.secondary">{t('rights.empty')}</Typography>}
      {q.data?.map((team) => {
        const headingId = `rights-team-${team.teamId}`;
        return (
          <Paper
            key={team.teamId}
            component="section"
            aria-labelledby={headingId}
            variant="outlined"
            sx={{ p: 2 }}
          >
            <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {t('rights.team', { team: team.teamName, name: team.managerName })}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
              {VIEWING_RIGHT_ITEMS.map((item) => {
                const row = team.items.find((i) => i.item === item);
                const granted = row?.status === 'GRANTED';
                const itemName = t(`items.${item}`);
                return (
                  <li key={item}>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={granted}
                          disabled={toggle.isPending}
                          onChange={(_, on) =>
                            toggle.mutate(
                              { teamId: team.teamId, item, granted: on },
                              {
                                onSuccess: () =>
                                  toast({
                                    message: t(on ? 'rights.shared' : 'rights.unshared', {
                                      item: itemName,
                                      name: team.managerName,
                                    }),
                                    severity: 'success',
                                  }),
                                onError: (e) => toast({ message: errorText(e, common), severity: 'error' }),
                              },
                            )
                          }
                        />
                      }
                      label={t('rights.share', { item: itemName, name: team.managerName })}
                    />
                    {row?.status === 'REQUESTED' && (
                      <Typography component="span" variant="body2" sx={{ color: 'warning.dark', ml: 1 }}>
                        {t('rights.asked', { name: team.managerName })}
                      </Typography>
                    )}
                  </li>
                );
              })}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
