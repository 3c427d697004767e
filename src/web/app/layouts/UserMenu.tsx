import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { avatarInitials } from '../../../shared/domain/avatar-initials';
import { signOut } from '../../features/auth/session-actions';
import { useUserState } from '../../lib/session/user-state';

const ImpersonateDialog = lazy(() => import('../../features/auth/components/ImpersonateDialog'));

/** The account menu: who is signed in, consent, profile, admin tools and sign out. */
export function UserMenu() {
  const { t } = useTranslation('common');
  const user = useUserState();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [impersonating, setImpersonating] = useState(false);
  const isAdmin = user.roles.includes('ADMIN');

  const go = (to: string) => {
    setAnchor(null);
    void navigate(to);
  };

  return (
    <>
      <IconButton
        aria-label={t('userMenu.account')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ ml: 1 }}
      >
        <Avatar
          src={user.avatar_image_url ?? undefined}
          alt=""
          sx={{
            width: 32,
            height: 32,
            fontSize: '0.9rem',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          {avatarInitials(user.fullName)}
        </Avatar>
      </IconButton>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={() => go('/profile/general-settings')}>
          <ListItemText primary={t('userMenu.signedInAs')} secondary={user.email} />
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => go('/profile/active-consent')}>{t('userMenu.activeConsent')}</MenuItem>
        <MenuItem onClick={() => go('/profile/general-settings')}>{t('userMenu.profile')}</MenuItem>
        {isAdmin && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setImpersonating(true);
            }}
          >
            {t('userMenu.impersonate')}
          </MenuItem>
        )}
        {isAdmin && <MenuItem onClick={() => go('/console/mailbox')}>{t('userMenu.mailbox')}</MenuItem>}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void signOut();
          }}
        >
          {t('userMenu.signOut')}
        </MenuItem>
      </Menu>
      {impersonating && (
        <Suspense fallback={null}>
          <ImpersonateDialog open onClose={() => setImpersonating(false)} currentUserId={user.userId} />
        </Suspense>
      )}
    </>
  );
}
