import type { SvgIconComponent } from '@mui/icons-material';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import AssessmentIcon from '@mui/icons-material/Assessment';
import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import EventIcon from '@mui/icons-material/Event';
import FeedbackIcon from '@mui/icons-material/Feedback';
import InsightsIcon from '@mui/icons-material/Insights';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import LogoutIcon from '@mui/icons-material/Logout';
import PaletteIcon from '@mui/icons-material/Palette';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import RouteIcon from '@mui/icons-material/Route';
import SettingsApplicationsIcon from '@mui/icons-material/SettingsApplications';
import TuneIcon from '@mui/icons-material/Tune';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  evaluateNavItem,
  type NavContext,
  type NavItemMeta,
  type NavVisibility,
} from '../../../shared/domain/navigation-visibility';
import { CONSOLE_ROLES } from '../../../shared/enums';
import { PENDING_ROUTES } from '../routes/pending-routes';

export interface NavItem {
  id: string;
  /** Key in the navigation namespace. */
  labelKey: string;
  icon: SvgIconComponent;
  /** An app route, an external address, or the sign-out action. */
  target: { to: string } | { href: string } | { action: 'logout' };
  meta: NavItemMeta;
}

export interface NavGroup {
  id: 'plan' | 'insights' | 'sprint' | 'setting';
  labelKey: string;
  items: NavItem[];
}

/** The address of the organisation console. */
export const CONSOLE_URL = '/console';

const sprintItem = (meta: NavItemMeta): NavItemMeta => ({ requiresRoleChallenges: true, ...meta });

/** The personal side navigation (spec personal-area 2.1). */
export const PERSONAL_NAVIGATION: NavGroup[] = [
  {
    id: 'plan',
    labelKey: 'groups.plan',
    items: [
      {
        id: 'dashboard',
        labelKey: 'items.dashboard',
        icon: DashboardIcon,
        target: { to: '/dashboard/main-dashboard' },
        meta: {},
      },
      {
        id: 'events',
        labelKey: 'items.events',
        icon: EventIcon,
        target: { to: '/event/dashboard' },
        meta: { featureKeys: ['event'] },
      },
      {
        id: 'leader-impact',
        labelKey: 'items.leaderImpact',
        icon: RouteIcon,
        target: { to: '/plan' },
        meta: {},
      },
      {
        id: 'portfolio',
        labelKey: 'items.portfolio',
        icon: CollectionsBookmarkIcon,
        target: { to: '/my/portfolio' },
        meta: {},
      },
    ],
  },
  {
    id: 'insights',
    labelKey: 'groups.insights',
    items: [
      {
        id: 'leader-profile',
        labelKey: 'items.leaderProfile',
        icon: InsightsIcon,
        target: { to: '/explore/growth-leader-assessment-v2' },
        meta: { entitlements: ['gla-survey'] },
      },
      {
        id: 'leader-360',
        labelKey: 'items.leader360',
        icon: PersonSearchIcon,
        target: { to: '/explore/leader-360?customModel=false' },
        meta: { entitlements: ['gl360'] },
      },
      {
        id: 'custom-360',
        labelKey: 'items.custom360',
        icon: TuneIcon,
        target: { to: '/explore/leader-360?customModel=true' },
        meta: { entitlements: ['gl360'], customModel: true },
      },
    ],
  },
  {
    id: 'sprint',
    labelKey: 'groups.sprint',
    items: [
      {
        id: 'design',
        labelKey: 'items.design',
        icon: DesignServicesIcon,
        target: { to: '/sprint-library' },
        meta: sprintItem({ sprintState: 'none', entitlements: ['user-sprint-engine'] }),
      },
      {
        id: 'pre-designed',
        labelKey: 'items.preDesigned',
        icon: LibraryBooksIcon,
        target: { to: '/sprint-library/pre-designed' },
        meta: sprintItem({ sprintState: 'none', entitlements: ['predesigned-sprint'] }),
      },
      {
        id: 'manage',
        labelKey: 'items.manage',
        icon: AssessmentIcon,
        target: { to: '/sprint/dashboard' },
        meta: sprintItem({ sprintState: 'in-progress' }),
      },
      {
        id: 'feedback',
        labelKey: 'items.feedback',
        icon: FeedbackIcon,
        target: { to: '/sprint/feedback' },
        meta: sprintItem({ sprintState: 'in-progress' }),
      },
      {
        id: 'analytics',
        labelKey: 'items.analytics',
        icon: AnalyticsIcon,
        target: { to: '/sprint/analytics' },
        meta: sprintItem({ sprintState: 'in-progress' }),
      },
      {
        id: 'kanban',
        labelKey: 'items.kanban',
        icon: ViewKanbanIcon,
        target: { to: '/sprint/kanban' },
        meta: sprintItem({ sprintState: 'in-progress' }),
      },
    ],
  },
  {
    id: 'setting',
    labelKey: 'groups.setting',
    items: [
      {
        id: 'viewing-rights',
        labelKey: 'items.viewingRights',
        icon: VisibilityIcon,
        target: { to: '/dashboard/viewing-rights' },
        meta: {},
      },
      {
        id: 'language-theme',
        labelKey: 'items.languageTheme',
        icon: PaletteIcon,
        target: { to: '/profile/general-settings#preferences' },
        meta: {},
      },
      {
        id: 'console',
        labelKey: 'items.console',
        icon: SettingsApplicationsIcon,
        target: { to: CONSOLE_URL },
        meta: { roles: CONSOLE_ROLES },
      },
      { id: 'logout', labelKey: 'items.logout', icon: LogoutIcon, target: { action: 'logout' }, meta: {} },
    ],
  },
];

const pendingPaths = new Set(PENDING_ROUTES.map((r) => `/${r.path}`));

/**
 * Whether the item leads to a page that exists: an item whose page is still "being built" is no navigation
 * item (it comes back by itself when its path leaves PENDING_ROUTES).
 */
export function isBuilt(item: NavItem): boolean {
  return !('to' in item.target) || !pendingPaths.has(item.target.to.split(/[?#]/)[0]);
}

/** The items of a group a person sees (shown or disabled), in order: built ones only, by the navigation rules. */
export function entriesOf(
  group: NavGroup,
  ctx: NavContext,
): { item: NavItem; visibility: Exclude<NavVisibility, 'hidden'> }[] {
  return group.items
    .filter(isBuilt)
    .map((item) => ({ item, visibility: evaluateNavItem(item.meta, ctx) }))
    .filter(
      (e): e is { item: NavItem; visibility: Exclude<NavVisibility, 'hidden'> } => e.visibility !== 'hidden',
    );
}
