import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ExploreIcon from '@mui/icons-material/Explore';
import FlagIcon from '@mui/icons-material/Flag';
import LayersIcon from '@mui/icons-material/Layers';
import StarIcon from '@mui/icons-material/Star';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';

const ICONS = {
  compass: ExploreIcon,
  flag: FlagIcon,
  check: CheckCircleIcon,
  star: StarIcon,
  stack: LayersIcon,
  ribbon: WorkspacePremiumIcon,
  crown: EmojiEventsIcon,
} as const;

/** A badge's picture: a medal with its icon, greyed while not yet earned (spec: in progress, image greyed). */
export function BadgeIcon({ image, earned, size = 56 }: { image: string; earned: boolean; size?: number }) {
  const Icon = ICONS[image as keyof typeof ICONS] ?? StarIcon;
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        bgcolor: earned ? 'primary.main' : 'action.disabledBackground',
        color: earned ? 'primary.contrastText' : 'text.disabled',
        border: 3,
        borderColor: earned ? 'warning.light' : 'divider',
      }}
    >
      <Icon sx={{ fontSize: size * 0.55 }} />
    </Box>
  );
}
