import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { evaluateNavItem, type NavVisibility } from '../../../shared/domain/navigation-visibility';
import { signOut } from '../../features/auth/session-actions';
import { type NavItem, PERSONAL_NAVIGATION } from './items';
import { useNavContext } from './use-nav-context';

function ItemContent({ item }: { item: NavItem }) {
  const { t } = useTranslation('navigation');
  const Icon = item.icon;
  return (
    <>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={t(item.labelKey)} />
    </>
  );
}

function NavEntry({
  item,
  visibility,
  onNavigate,
}: {
  item: NavItem;
  visibility: NavVisibility;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('navigation');
  if (visibility === 'disabled') {
    return (
      <li>
        <Tooltip title={t('noEntitlement')} describeChild placement="right">
          {/* A disabled button takes no pointer or focus events; the wrapper shows the tooltip. */}
          <Box component="span" tabIndex={0} sx={{ display: 'block' }}>
            <ListItemButton component="div" disabled aria-disabled="true">
              <ItemContent item={item} />
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
        <ListItemButton
          component={NavLink}
          to={target.to}
          onClick={onNavigate}
          end
          sx={{ '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 700 } }}
        >
          <ItemContent item={item} />
        </ListItemButton>
      </li>
    );
  }
  if ('href' in target) {
    return (
      <li>
        <ListItemButton component="a" href={target.href}>
          <ItemContent item={item} />
        </ListItemButton>
      </li>
    );
  }
  return (
    <li>
      <ListItemButton onClick={() => void signOut()}>
        <ItemContent item={item} />
      </ListItemButton>
    </li>
  );
}

/** The personal side navigation; items are shown, disabled or hidden by the shared navigation rules. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('navigation');
  const ctx = useNavContext();
  return (
    <Box component="nav" aria-label={t('label')} sx={{ py: 1 }}>
      {PERSONAL_NAVIGATION.map((group) => {
        const entries = group.items
          .map((item) => ({ item, visibility: evaluateNavItem(item.meta, ctx) }))
          .filter((e) => e.visibility !== 'hidden');
        if (entries.length === 0) return null;
        const headingId = `nav-group-${group.id}`;
        return (
          <Box key={group.id} component="section" aria-labelledby={headingId}>
            <Box
              component="h2"
              id={headingId}
              sx={{
                m: 0,
                px: 2,
                pt: 1.5,
                pb: 0.5,
                fontSize: '0.75rem',
                fontWeight: 700,
                color: 'text.secondary',
              }}
            >
              {t(group.labelKey)}
            </Box>
            <List disablePadding>
              {entries.map(({ item, visibility }) => (
                <NavEntry key={item.id} item={item} visibility={visibility} onNavigate={onNavigate} />
              ))}
            </List>
          </Box>
        );
      })}
    </Box>
  );
}
