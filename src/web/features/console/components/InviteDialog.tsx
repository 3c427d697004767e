import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { inviteRowErrors } from '../../../../shared/contracts/console';
import { checkInviteRows, parseInviteList } from '../../../../shared/domain/invite-list';
import { isApiError } from '../../../lib/api/errors';
import { useInviteUsers } from '../api/invite-users';
import { consoleErrorText } from '../console-errors';
import { RoleCheckboxes } from './RoleCheckboxes';

type RowErrors = z.infer<typeof inviteRowErrors>;

/**
 * Invites one address or a pasted list / CSV (`name,email` lines or bare addresses), with a preview; the
 * server's per-row refusals appear next to their rows.
 */
export function InviteDialog(props: {
  members: ReadonlySet<string>;
  grantable: readonly string[];
  onClose: (invited: number) => void;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const [text, setText] = useState('');
  const [roles, setRoles] = useState<string[]>(['USER']);
  const [serverErrors, setServerErrors] = useState<RowErrors | null>(null);
  const invite = useInviteUsers();
  const rows = useMemo(() => parseInviteList(text), [text]);
  const problems = serverErrors ?? checkInviteRows(rows, { members: props.members, roles });
  const problemOf = (index: number) => problems.find((p) => p.index === index)?.problem;

  const submit = () => {
    setServerErrors(null);
    invite.mutate(
      { rows, roles },
      {
        onSuccess: (res) => props.onClose(res.invited.length),
        onError: (error) => {
          if (isApiError(error, 400) && Array.isArray(error.body.rows))
            setServerErrors(error.body.rows as RowErrors);
        },
      },
    );
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setText((await file.text()).trim());
    setServerErrors(null);
  };

  return (
    <Dialog open onClose={() => props.onClose(0)} aria-labelledby={id} fullWidth maxWidth="md">
      <DialogTitle id={id}>{t('invite.title')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('invite.addresses')}
          helperText={t('invite.help')}
          multiline
          minRows={4}
          fullWidth
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setServerErrors(null);
          }}
          sx={{ mt: 1 }}
        />
        <Button component="label" startIcon={<UploadFileIcon />} size="small" sx={{ mb: 2 }}>
          {t('invite.upload')}
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            hidden
            onChange={(e) => void readFile(e.target.files?.[0])}
          />
        </Button>
        <Box sx={{ mb: 2 }}>
          <RoleCheckboxes value={roles} grantable={props.grantable} onChange={setRoles} />
        </Box>
        {rows.length > 0 && (
          <>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('invite.preview', { count: rows.length })}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('invite.previewLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>#</TableCell>
                    <TableCell>{t('users.name')}</TableCell>
                    <TableCell>{t('users.email')}</TableCell>
                    <TableCell>{t('invite.check')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row, i) => {
                    const problem = problemOf(i);
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the pasted list
                      <TableRow key={i} data-testid="invite-row">
                        <TableCell>{i + 1}</TableCell>
                        <TableCell>{row.fullName ?? '—'}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.email}</TableCell>
                        <TableCell sx={{ color: problem ? 'error.main' : 'success.main' }}>
                          {problem ? t(`problems.${problem}`) : t('invite.ok')}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
        {invite.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverErrors
              ? t('invite.refused', { count: serverErrors.length })
              : consoleErrorText(invite.error, t)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(0)}>{t('cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={rows.length === 0 || roles.length === 0 || invite.isPending}
        >
          {t('invite.send', { count: rows.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
