import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../lib/i18n/use-format';
import { CardActionButton, DashboardCard } from '../../../ui/DashboardCard';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { useNextUp } from '../api/next-up';

interface Entry {
  key: string;
  icon: ReactNode;
  text: string;
  detail: string;
  link: { label: string; to: string };
}

/** 'Strategy-3' -> the survey and its page. */
function surveyPosition(lastPos: string): { survey: 'style' | 'strategy'; page: number } {
  const [name, page] = lastPos.split('-');
  return { survey: name === 'Strategy' ? 'strategy' : 'style', page: Number(page) || 1 };
}

function NextUpList() {
  const { t } = useTranslation(['dashboard', 'plan']);
  const f = useFormat();
  const next = useNextUp();
  const entries: Entry[] = [];
  if (next.survey) {
    const pos = surveyPosition(next.survey.lastPos);
    entries.push({
      key: 'survey',
      icon: <AssignmentIcon />,
      text: t('nextUp.survey'),
      detail: t('nextUp.surveyPage', { survey: t(`nextUp.surveys.${pos.survey}`), page: pos.page }),
      link: { label: t('nextUp.resume'), to: '/explore/growth-leader-assessment-v2' },
    });
  }
  if (next.nextMilestone) {
    const m = next.nextMilestone;
    entries.push({
      key: 'milestone',
      icon: <FlagIcon />,
      text: t('nextUp.milestone', { title: m.title }),
      detail: `${f.date(m.date)} · ${t(`plan:milestones.types.${m.type}`)}`,
      link: { label: t('nextUp.openMilestones'), to: '/plan/key-milestones' },
    });
  }
  if (next.nextMeeting) {
    const m = next.nextMeeting;
    entries.push({
      key: 'meeting',
      icon: <EventIcon />,
      text: t('nextUp.meeting', { title: m.title, name: m.withName }),
      detail: f.dateTime(m.startsAt),
      link: { label: t('nextUp.openNetwork'), to: '/plan/nurture-network' },
    });
  }
  for (const inv of next.pendingInvitations) {
    entries.push({
      key: `invitation-${inv.id}`,
      icon: <MailIcon />,
      text: t('nextUp.invitation', { name: inv.name }),
      detail: inv.invitedAt
        ? t('nextUp.invitedOn', { role: t(`plan:network.types.${inv.type}`), date: f.date(inv.invitedAt) })
        : t(`plan:network.types.${inv.type}`),
      link: { label: t('nextUp.openNetwork'), to: '/plan/nurture-network' },
    });
  }

  if (entries.length === 0) {
    return (
      <>
        <Typography variant="body2" color="text.secondary">
          {t('nextUp.empty')}
        </Typography>
        <Box sx={{ mt: 1.5 }}>
          <CardActionButton action={{ label: t('nextUp.addMilestone'), to: '/plan/key-milestones' }} />
        </Box>
      </>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {entries.map((e) => (
        <Box
          component="li"
          key={e.key}
          sx={{
            display: 'grid',
            // on a phone the link goes under its text, which keeps the card's width
            gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
            columnGap: 1.5,
            alignItems: 'start',
          }}
        >
          <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
            {e.icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {e.text}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {e.detail}
            </Typography>
          </Box>
          <Link
            component={RouterLink}
            to={e.link.to}
            variant="body2"
            sx={{ gridColumn: { xs: 2, sm: 3 }, justifySelf: 'start', whiteSpace: 'nowrap', pt: 0.25 }}
          >
            {e.link.label}
          </Link>
        </Box>
      ))}
    </Box>
  );
}

/** "Next up": what the person does next and what is coming, from one call; its failure stays in this card. */
export function NextUpCard() {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard title={t('nextUp.title')} wide>
      <QueryBoundary>
        <NextUpList />
      </QueryBoundary>
    </DashboardCard>
  );
}
