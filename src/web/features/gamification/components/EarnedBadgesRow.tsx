import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUserBadges } from '../api/gamification';
import { BadgeIcon } from './BadgeIcon';

/** The dashboard's badges card content: what the person earned (names as tooltips and for screen readers). */
export function EarnedBadgesRow({ empty }: { empty: string }) {
  const { t } = useTranslation('gamification');
  const badges = useUserBadges();
  const earned = badges.data?.earned ?? [];
  if (earned.length === 0) return <Typography variant="body2">{empty}</Typography>;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('badges.earnedCount', { count: earned.length })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {earned.map((a) => (
          <Tooltip key={a.id} title={a.badge.badge_name}>
            <Box component="li" aria-label={a.badge.badge_name}>
              <BadgeIcon image={a.badge.image_name} earned size={40} />
            </Box>
          </Tooltip>
        ))}
      </Box>
    </>
  );
}
