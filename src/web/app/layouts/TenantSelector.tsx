import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchOrganisation } from '../../features/auth/session-actions';
import { useUserState } from '../../lib/session/user-state';
import { toast } from '../../ui/toasts';

/** The organisation the person works in; a menu to switch when they belong to more than one. */
export function TenantSelector() {
  const { t } = useTranslation(['common', 'errors']);
  const user = useUserState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  if (user.tenantList.length <= 1) {
    return (
      <Typography component="span" variant="body2" sx={{ ml: 2, opacity: 0.95 }} noWrap>
        {user.clientName}
      </Typography>
    );
  }

  const choose = async (clientId: number) => {
    setAnchor(null);
    if (clientId === user.clientId) return;
    setBusy(true);
    try {
      await switchOrganisation(clientId);
    } catch {
      toast({ message: t('errors:tryAgain'), severity: 'error' });
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'tenant-menu' : undefined}
        title={t('header.switchOrganisation')}
        disabled={busy}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ ml: 1, maxWidth: 260 }}
      >
        <span className="tenant-name">{user.clientName}</span>
      </Button>
      <Menu id="tenant-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {user.tenantList.map((tenant) => (
          <MenuItem
            key={tenant.client_id}
            selected={tenant.client_id === user.clientId}
            onClick={() => void choose(tenant.client_id)}
          >
            {tenant.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
