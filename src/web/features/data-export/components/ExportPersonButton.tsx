import FolderZipIcon from '@mui/icons-material/FolderZip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/error-text';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { toast } from '../../../ui/toasts';
import { useStartExportFor } from '../api/data-export';

/**
 * The console's "Export this person's data" (issue 34 point 8): after a confirmation, an admin starts the export
 * of a person who asked for their data; the link goes to the person only.
 */
export function ExportPersonButton({ user }: { user: { userId: number; fullName: string } }) {
  const { t } = useTranslation('data-export');
  const [open, setOpen] = useState(false);
  const start = useStartExportFor();
  const name = user.fullName;
  const confirm = () =>
    start.mutate(user.userId, {
      onSuccess: () => toast({ message: t('console.started', { name }), severity: 'success' }),
      onError: (e) => toast({ message: errorText(e, t), severity: 'error' }),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Tooltip title={t('console.action')}>
        <IconButton aria-label={`${t('console.action')}: ${name}`} onClick={() => setOpen(true)}>
          <FolderZipIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmationDialog
        open={open}
        title={t('console.confirmTitle', { name })}
        text={t('console.confirmText', { name })}
        confirmLabel={t('console.confirm')}
        cancelLabel={t('console.cancel')}
        busy={start.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
