import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AwardView } from '../../../../shared/contracts/gamification';
import { useFormat } from '../../../lib/i18n/use-format';
import { useUserBadges } from '../api/gamification';
import { BadgeIcon } from './BadgeIcon';

type SectionFrame = (p: { id: string; title: string; children: ReactNode }) => ReactNode;

function Tile(p: { image: string; earned: boolean; name: string; description: string; footer: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <BadgeIcon image={p.image} earned={p.earned} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {p.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {p.description}
        </Typography>
        {p.footer}
      </Box>
    </Box>
  );
}

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
} as const;

function Certificates({ list, empty }: { list: AwardView[]; empty: string }) {
  const { t } = useTranslation('gamification');
  const f = useFormat();
  if (list.length === 0) return <Typography variant="body2">{empty}</Typography>;
  return (
    <Box component="ul" sx={grid}>
      {list.map((a) => (
        <Tile
          key={a.id}
          image={a.badge.image_name}
          earned
          name={a.sprint ? `${a.badge.badge_name}: ${a.sprint.label}` : a.badge.badge_name}
          description={t('badges.earnedOn', { date: f.date(a.issued_at) })}
          footer={
            <Button component={RouterLink} to={`/certification/${a.id}`} size="small" sx={{ mt: 0.5, px: 0 }}>
              {t('badges.view')}
            </Button>
          }
        />
      ))}
    </Box>
  );
}

/**
 * The profile's three sections (spec fragments #badges, #produgie-cert, #leadership-cert): earned badges in colour
 * and the ones still to earn greyed; the Stride sprint certificates; the leadership certificates.
 */
export function ProfileBadgeSections({ Section }: { Section: SectionFrame }) {
  const { t } = useTranslation('gamification');
  const f = useFormat();
  const badges = useUserBadges();
  const state = badges.isPending ? (
    <CircularProgress size={24} aria-label={t('certificate.loading')} />
  ) : badges.isError ? (
    <Alert severity="error">{t('badges.loadFailed')}</Alert>
  ) : null;
  const earned = badges.data?.earned ?? [];
  return (
    <>
      {Section({
        id: 'badges',
        title: t('badges.title'),
        children: state ?? (
          <Box component="ul" sx={grid}>
            {earned
              .filter((a) => a.badge.type === 'BADGE')
              .map((a) => (
                <Tile
                  key={a.id}
                  image={a.badge.image_name}
                  earned
                  name={a.badge.badge_name}
                  description={a.badge.description}
                  footer={
                    <Typography variant="caption" color="success.main">
                      {t('badges.earnedOn', { date: f.date(a.issued_at) })}
                    </Typography>
                  }
                />
              ))}
            {(badges.data?.inProgress ?? [])
              .filter((b) => b.type === 'BADGE')
              .map((b) => (
                <Tile
                  key={b.code}
                  image={b.image_name}
                  earned={false}
                  name={b.badge_name}
                  description={b.description}
                  footer={
                    <Typography variant="caption" color="text.secondary">
                      {t('badges.notYet')}
                    </Typography>
                  }
                />
              ))}
          </Box>
        ),
      })}
      {Section({
        id: 'produgie-cert',
        title: t('badges.sprintCerts'),
        children: state ?? (
          <Certificates
            list={earned.filter((a) => a.badge.type === 'STRIDE_CERT')}
            empty={t('badges.noSprintCerts')}
          />
        ),
      })}
      {Section({
        id: 'leadership-cert',
        title: t('badges.leadershipCerts'),
        children: state ?? (
          <Certificates
            list={earned.filter((a) => a.badge.type === 'LEADERSHIP_CERT')}
            empty={t('badges.noLeadershipCerts')}
          />
        ),
      })}
    </>
  );
}
