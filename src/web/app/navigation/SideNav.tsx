import BarChartIcon from '@mui/icons-material/BarChart';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import FeedbackIcon from '@mui/icons-material/FeedbackOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import HubIcon from '@mui/icons-material/Hub';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooksOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import ViewKanbanIcon from '@mui/icons-material/ViewKanbanOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { TeamSprintNavigation } from '../../../shared/contracts/team-sprint';
import {
  customNavLabel,
  type NavVisibility,
  teamNavigation,
} from '../../../shared/domain/navigation-visibility';
import {
  showsTeamSprintLibrary,
  TEAM_SPRINT_VIEWS,
  teamSprintEntryState,
} from '../../../shared/domain/team-sprint-navigation';
import { signOut } from '../../features/auth/session-actions';
import { useTeamSummary } from '../../features/team-sprint';
import { useMyTeams } from '../../features/teams';
import { entriesOf, type NavItem, PERSONAL_NAVIGATION } from './items';
import { useNavContext } from './use-nav-context';

const activeSx = { '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 700 } };

function ItemContent({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
      <ListItemText primary={label} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
    </>
  );
}

function NavEntry({
  item,
  visibility,
  label,
  onNavigate,
}: {
  item: NavItem;
  visibility: NavVisibility;
  /** the organisation's own name for the item (the Custom 360), else its translated label */
  label: string | null;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('navigation');
  const Icon = item.icon;
  const content = <ItemContent icon={<Icon fontSize="small" />} label={label ?? t(item.labelKey)} />;
  if (visibility === 'disabled') {
    return (
      <li>
        <Tooltip title={t('noEntitlement')} describeChild placement="right">
          {/* A disabled button takes no pointer or focus events; the wrapper shows the tooltip. */}
          <Box component="span" tabIndex={0} sx={{ display: 'block' }}>
            <ListItemButton component="div" disabled aria-disabled="true">
              {content}
            </ListItemButton>
          </Box>
        </Tooltip>
      </li>
    );
  }
  const { target } = item;
  if ('to' in target) {
    return (
      <li>
        <ListItemButton component={NavLink} to={target.to} onClick={onNavigate} end sx={activeSx}>
          {content}
        </ListItemButton>
      </li>
    );
  }
  if ('href' in target) {
    return (
      <li>
        <ListItemButton component="a" href={target.href}>
          {content}
        </ListItemButton>
      </li>
    );
  }
  return (
    <li>
      <ListItemButton onClick={() => void signOut()}>{content}</ListItemButton>
    </li>
  );
}

/**
 * A named group of the navigation. A group, not a section: a named section is a region landmark, and a page's own
 * region may carry the same name (the dashboard's "Sprint" card), two landmarks one name (axe landmark-unique).
 */
function NavSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `nav-group-${id}`;
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Box
        component="h2"
        id={headingId}
        sx={{ m: 0, px: 2, pt: 1.5, pb: 0.5, fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary' }}
      >
        {title}
      </Box>
      <List disablePadding>{children}</List>
    </Box>
  );
}

const TEAM_ICONS: Record<string, ReactNode> = {
  'team-dashboard': <SpaceDashboardIcon fontSize="small" />,
  'manage-team': <ManageAccountsIcon fontSize="small" />,
  'manager-impact': <TrendingUpIcon fontSize="small" />,
  'team-alignment': <HubIcon fontSize="small" />,
};
const TEAM_LABELS: Record<string, string> = {
  'team-dashboard': 'nav.dashboard',
  'manage-team': 'nav.manageTeam',
  'manager-impact': 'nav.managerImpact',
  'team-alignment': 'nav.teamAlignment',
};

const SPRINT_ICONS: Record<string, ReactNode> = {
  dashboard: <DirectionsRunIcon fontSize="small" />,
  kanban: <ViewKanbanIcon fontSize="small" />,
  feedback: <FeedbackIcon fontSize="small" />,
  analytics: <BarChartIcon fontSize="small" />,
};

/**
 * A team's sprint entries (issue 13): the library for its manager while no sprint runs; the four views, disabled
 * while there is no sprint or it has not started, and with a 'Not Started' badge when it runs without the viewer.
 */
function TeamSprintEntries({
  teamId,
  manager,
  navigation,
  onNavigate,
}: {
  teamId: number;
  manager: boolean;
  navigation: TeamSprintNavigation;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('team-sprint');
  const state = teamSprintEntryState(navigation);
  const base = `/teams/v2/${teamId}`;
  return (
    <>
      {showsTeamSprintLibrary({ manager }, navigation) && (
        <li>
          <ListItemButton
            component={NavLink}
            to={`${base}/sprint-library`}
            onClick={onNavigate}
            sx={{ ...activeSx, pl: 3 }}
          >
            <ItemContent icon={<LibraryBooksIcon fontSize="small" />} label={t('nav.library')} />
          </ListItemButton>
        </li>
      )}
      {TEAM_SPRINT_VIEWS.map((view) => {
        const content = <ItemContent icon={SPRINT_ICONS[view]} label={t(`nav.${view}`)} />;
        if (!state.disabled)
          return (
            <li key={view}>
              <ListItemButton
                component={NavLink}
                to={`${base}/sprint/${view}`}
                onClick={onNavigate}
                sx={{ ...activeSx, pl: 3 }}
              >
                {content}
              </ListItemButton>
            </li>
          );
        return (
          <li key={view}>
            <Tooltip title={t(`nav.why.${navigation}`)} describeChild placement="right">
              <Box component="span" tabIndex={0} sx={{ display: 'block' }}>
                <ListItemButton component="div" disabled aria-disabled="true" sx={{ pl: 3 }}>
                  {content}
                  {state.notStartedBadge && <Chip size="small" label={t('nav.notStarted')} sx={{ ml: 1 }} />}
                </ListItemButton>
              </Box>
            </Tooltip>
          </li>
        );
      })}
    </>
  );
}

/**
 * "My teams": the teams the person manages or belongs to. With the feature key teams-navigation each team has
 * its navigation (spec 2.2: dashboard; manage-team and manager-impact for its manager only); without it, one
 * way to each team's page. Nothing without a team.
 */
function MyTeams({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('navigation');
  const td = useTranslation('team-dashboard').t;
  const ctx = useNavContext();
  const teams = useMyTeams().data ?? [];
  const summary = useTeamSummary(teams.length > 0);
  // the team sprint entries wait for the summary: they would flash as disabled first
  const sprints = new Map((summary.data ?? []).map((s) => [s.id, s]));
  if (teams.length === 0) return null;
  return (
    <NavSection id="teams" title={t('groups.teams')}>
      {teams.map((team) => {
        const entries = teamNavigation(team, ctx);
        if (entries.length === 0) {
          return (
            <li key={team.id}>
              <ListItemButton
                component={NavLink}
                to={`/teams/v2/${team.id}/manage-team`}
                onClick={onNavigate}
                sx={activeSx}
              >
                <ItemContent icon={<GroupsIcon fontSize="small" />} label={team.name} />
              </ListItemButton>
            </li>
          );
        }
        return (
          <li key={team.id}>
            <Box
              sx={{
                px: 2,
                pt: 1,
                fontSize: '0.8rem',
                fontWeight: 600,
                display: 'flex',
                gap: 1,
                alignItems: 'center',
              }}
            >
              <GroupsIcon fontSize="small" aria-hidden />
              <span>{team.name}</span>
            </Box>
            <List disablePadding aria-label={td('nav.teamLabel', { name: team.name })}>
              {entries.map((e) => (
                <li key={e.id}>
                  <ListItemButton
                    component={NavLink}
                    to={e.to}
                    onClick={onNavigate}
                    sx={{ ...activeSx, pl: 3 }}
                  >
                    <ItemContent icon={TEAM_ICONS[e.id]} label={td(TEAM_LABELS[e.id] ?? e.id)} />
                  </ListItemButton>
                </li>
              ))}
              {summary.isSuccess && (
                // they appear after the page has drawn and may wait for their texts: only they wait
                <Suspense fallback={null}>
                  <TeamSprintEntries
                    teamId={team.id}
                    manager={team.manager}
                    navigation={sprints.get(team.id)?.sprintNavigation ?? 'NO_SPRINT'}
                    onNavigate={onNavigate}
                  />
                </Suspense>
              )}
            </List>
          </li>
        );
      })}
    </NavSection>
  );
}

/** The personal side navigation; items are shown, disabled or hidden by the shared navigation rules. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('navigation');
  const ctx = useNavContext();
  return (
    <Box component="nav" aria-label={t('label')} sx={{ py: 1 }}>
      {PERSONAL_NAVIGATION.map((group) => {
        const entries = entriesOf(group, ctx);
        return (
          <Box key={group.id}>
            {entries.length > 0 && (
              <NavSection id={group.id} title={t(group.labelKey)}>
                {entries.map(({ item, visibility }) => (
                  <NavEntry
                    key={item.id}
                    item={item}
                    visibility={visibility}
                    label={customNavLabel(item.meta, ctx)}
                    onNavigate={onNavigate}
                  />
                ))}
              </NavSection>
            )}
            {/* the person's teams follow the insights */}
            {group.id === 'insights' && (
              // the teams arrive after the page has drawn; waiting for their texts must not hide the page
              <Suspense fallback={null}>
                <MyTeams onNavigate={onNavigate} />
              </Suspense>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
