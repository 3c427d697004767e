import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { avatarInitials } from '../../../../../shared/domain/avatar-initials';
import type { TeamDashboard } from '../../api/team-dashboard';

/** the spec's status dots: green accepted, orange pending */
const DOT = { ACCEPTED: 'success.main', PENDING: 'warning.main' } as const;

/** The team's people, the manager first, each with an avatar, a status dot and (connect view) an e-mail link. */
export function PeoplePanel({
  dashboard,
  withEmail = false,
}: {
  dashboard: TeamDashboard;
  withEmail?: boolean;
}) {
  const { t } = useTranslation('team-dashboard');
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {dashboard.teamMember.map((m) => (
        <Box component="li" key={m.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
          <Badge
            overlap="circular"
            variant="dot"
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            sx={{
              '& .MuiBadge-dot': {
                bgcolor: DOT[m.status],
                border: '2px solid white',
                width: 12,
                height: 12,
                borderRadius: '50%',
              },
            }}
          >
            <Avatar
              sx={{
                bgcolor: m.manager ? 'primary.main' : 'secondary.main',
                width: 36,
                height: 36,
                fontSize: '0.9rem',
              }}
            >
              {avatarInitials(m.name)}
            </Avatar>
          </Badge>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {m.name}
              {m.manager && <Chip size="small" label={t('people.manager')} sx={{ ml: 1 }} />}
              {m.guest && <Chip size="small" variant="outlined" label={t('people.guest')} sx={{ ml: 1 }} />}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`people.status.${m.status}`)}
              {withEmail && (
                <>
                  {' · '}
                  <Link href={`mailto:${m.email}`} aria-label={t('people.email', { name: m.name })}>
                    {m.email}
                  </Link>
                </>
              )}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
