import type { SvgIconComponent } from '@mui/icons-material';
import BusinessIcon from '@mui/icons-material/Business';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import HistoryIcon from '@mui/icons-material/History';
import InsightsIcon from '@mui/icons-material/Insights';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PeopleIcon from '@mui/icons-material/People';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import TuneIcon from '@mui/icons-material/Tune';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import type { ComponentType } from 'react';
import { type ConsoleSection, maySee } from '../../../shared/domain/console-access';
import { loadMailboxPage } from '../mailbox';
import { loadJobsPage } from '../notifications';

export interface ConsoleSectionEntry {
  id: ConsoleSection;
  /** under /console */
  path: string;
  /** key in the console namespace */
  labelKey: string;
  icon: SvgIconComponent;
  /** the section's page, loaded on demand */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The console's sections, in the order of its navigation. Who sees each one comes from CONSOLE_SECTION_ROLES
 * (shared with the server's routes); the landing section is the first one a person may use.
 */
export const CONSOLE_SECTIONS: readonly ConsoleSectionEntry[] = [
  {
    id: 'users',
    path: 'users',
    labelKey: 'sections.users',
    icon: PeopleIcon,
    load: () => import('./pages/UsersPage'),
  },
  {
    id: 'licence',
    path: 'licence',
    labelKey: 'sections.licence',
    icon: CardMembershipIcon,
    load: () => import('./pages/LicencePage'),
  },
  {
    id: 'settings',
    path: 'settings',
    labelKey: 'sections.settings',
    icon: TuneIcon,
    load: () => import('./pages/SettingsPage'),
  },
  {
    id: 'nominees',
    path: 'nominees',
    labelKey: 'sections.nominees',
    icon: PersonSearchIcon,
    load: () => import('../assessment').then((m) => m.loadNomineesPage()),
  },
  {
    id: 'analytics',
    path: 'analytics',
    labelKey: 'sections.analytics',
    icon: InsightsIcon,
    load: () => import('./pages/AnalyticsPage'),
  },
  {
    id: 'mailbox',
    path: 'mailbox',
    labelKey: 'sections.mailbox',
    icon: MailOutlineIcon,
    load: loadMailboxPage,
  },
  {
    id: 'audit',
    path: 'audit',
    labelKey: 'sections.audit',
    icon: HistoryIcon,
    load: () => import('./pages/AuditPage'),
  },
  {
    id: 'organisations',
    path: 'organisations',
    labelKey: 'sections.organisations',
    icon: BusinessIcon,
    load: () => import('./pages/OrganisationsPage'),
  },
  {
    id: 'jobs',
    path: 'jobs',
    labelKey: 'sections.jobs',
    icon: WorkHistoryIcon,
    load: loadJobsPage,
  },
];

/** The sections a person with these roles may use, in navigation order. */
export function visibleSections(roles: readonly string[]): ConsoleSectionEntry[] {
  return CONSOLE_SECTIONS.filter((s) => maySee(s.id, roles));
}
