import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleUser } from '../../../../shared/contracts/console';
import { useChangeRoles } from '../api/user-actions';
import { consoleErrorText } from '../console-errors';
import { RoleCheckboxes } from './RoleCheckboxes';

/** Changes one person's roles. */
export function RolesDialog(props: {
  user: ConsoleUser;
  grantable: readonly string[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const [roles, setRoles] = useState<string[]>(props.user.roles);
  const change = useChangeRoles();
  return (
    <Dialog open onClose={() => props.onClose(false)} aria-labelledby={id} fullWidth maxWidth="xs">
      <DialogTitle id={id}>{t('users.rolesTitle', { name: props.user.fullName })}</DialogTitle>
      <DialogContent>
        <RoleCheckboxes value={roles} grantable={props.grantable} onChange={setRoles} />
        {change.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {consoleErrorText(change.error, t)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(false)}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={roles.length === 0 || change.isPending}
          onClick={() =>
            change.mutate({ userId: props.user.userId, roles }, { onSuccess: () => props.onClose(true) })
          }
        >
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
