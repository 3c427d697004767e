import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpressMember, ExpressMembers } from '../../../../shared/contracts/alignment-express';
import {
  EXPRESS_DIALOG_WIDTH,
  expressAddProblem,
  isEmail,
} from '../../../../shared/domain/alignment-express';
import { errorText } from '../../../lib/api/error-text';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { ScrollTable } from '../../../ui/ScrollTable';
import { closeToast, toast } from '../../../ui/toasts';
import { useExpressListChanges } from '../api/express';

interface Role {
  id: number;
  name: string;
}

/**
 * The express list (spec sections 2 and 5): the 'myself' row, the people added (edit and delete icons; one row
 * in edit mode at a time; the e-mail cannot be changed), and the add row with its validations and tooltips.
 */
export function ExpressMemberTable({ list, roles }: { list: ExpressMembers; roles: Role[] }) {
  const { t } = useTranslation('alignment');
  const changes = useExpressListChanges(list.teamId);
  const [draft, setDraft] = useState({ name: '', email: '', roleId: '' as number | '' });
  const [touched, setTouched] = useState({ name: false, email: false, roleId: false });
  const [editing, setEditing] = useState<{ id: number; name: string; roleId: number | '' } | null>(null);
  const [deleting, setDeleting] = useState<ExpressMember | null>(null);
  const roleName = (m: ExpressMember) =>
    m.role === 'myself' ? t('express.myself') : (roles.find((r) => r.id === m.teamRoleId)?.name ?? m.role);
  const others = list.members.filter((m) => m.role !== 'myself');
  const locked = list.started;

  const name = draft.name.trim();
  const email = draft.email.trim();
  const exists = email !== '' && list.members.some((m) => m.email.toLowerCase() === email.toLowerCase());
  const nameError = touched.name && !name ? t('express.errors.nameRequired') : '';
  const emailError =
    touched.email && !email
      ? t('express.errors.emailRequired')
      : email && !isEmail(email)
        ? t('express.errors.emailInvalid')
        : exists
          ? t('express.errors.emailExists')
          : '';
  const roleError = touched.roleId && draft.roleId === '' ? t('express.errors.roleRequired') : '';
  const problem = expressAddProblem({
    others: others.length,
    limit: list.limit,
    exists,
    complete: name !== '' && isEmail(email) && draft.roleId !== '',
  });
  const addTooltip =
    problem === 'limit'
      ? t('express.tooltips.limit', { count: list.limit })
      : problem === 'exists'
        ? t('express.tooltips.exists', { email })
        : problem === 'incomplete'
          ? t('express.tooltips.incomplete')
          : '';

  async function add() {
    if (problem || draft.roleId === '') return;
    toast({
      title: t('express.toasts.wait'),
      message: t('express.toasts.patience'),
      severity: 'info',
      ms: null,
    });
    // the add row empties at once (the next person can be typed while this one is saved); kept again on failure
    const sent = draft;
    setDraft({ name: '', email: '', roleId: '' });
    setTouched({ name: false, email: false, roleId: false });
    try {
      await changes.add.mutateAsync({ fullName: name, email, teamRoleId: draft.roleId });
      toast({ message: t('express.toasts.added'), severity: 'success' });
    } catch (e) {
      setDraft(sent);
      closeToast();
      toast({ message: `${t('express.toasts.addFailed')} ${errorText(e, t)}`, severity: 'error' });
    }
  }
  async function saveEdit() {
    if (!editing || !editing.name.trim() || editing.roleId === '') return;
    try {
      await changes.edit.mutateAsync({
        id: editing.id,
        fullName: editing.name.trim(),
        teamRoleId: editing.roleId,
      });
      setEditing(null);
      toast({ message: t('express.toasts.edited'), severity: 'success' });
    } catch (e) {
      toast({ message: `${t('express.toasts.editFailed')} ${errorText(e, t)}`, severity: 'error' });
    }
  }
  async function remove(m: ExpressMember) {
    if (m.id === null) return;
    try {
      await changes.remove.mutateAsync(m.id);
      setDeleting(null);
      if (editing?.id === m.id) setEditing(null);
      toast({ message: t('express.toasts.deleted'), severity: 'success' });
    } catch (e) {
      setDeleting(null);
      toast({ message: `${t('express.toasts.deleteFailed')} ${errorText(e, t)}`, severity: 'error' });
    }
  }

  const roleOptions = roles.map((r) => (
    <MenuItem key={r.id} value={r.id}>
      {r.name}
    </MenuItem>
  ));

  return (
    <>
      <ScrollTable label={t('express.tableLabel')}>
        <Table size="small" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '28%' }}>{t('express.columns.name')}</TableCell>
              <TableCell sx={{ width: '34%' }}>{t('express.columns.email')}</TableCell>
              <TableCell sx={{ width: '24%' }}>{t('express.columns.role')}</TableCell>
              <TableCell sx={{ width: '14%' }}>{t('express.columns.action')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.members.map((m) => {
              const isEditing = editing !== null && editing.id === m.id;
              if (isEditing && editing) {
                const editNameError = !editing.name.trim() ? t('express.errors.nameRequired') : '';
                const editRoleError = editing.roleId === '' ? t('express.errors.roleRequired') : '';
                return (
                  <TableRow key={m.email}>
                    <TableCell>
                      <TextField
                        size="small"
                        fullWidth
                        label={t('express.columns.name')}
                        value={editing.name}
                        onChange={(e) => setEditing({ ...editing, name: e.target.value })}
                        error={!!editNameError}
                        helperText={editNameError || ' '}
                        slotProps={{ htmlInput: { maxLength: 120 } }}
                      />
                    </TableCell>
                    <TableCell>
                      <Tooltip title={t('express.tooltips.emailLocked')}>
                        <Typography variant="body2" tabIndex={0} sx={{ overflowWrap: 'anywhere' }}>
                          {m.email}
                        </Typography>
                      </Tooltip>
                    </TableCell>
                    <TableCell>
                      <TextField
                        select
                        size="small"
                        fullWidth
                        label={t('express.columns.role')}
                        value={editing.roleId}
                        onChange={(e) => setEditing({ ...editing, roleId: Number(e.target.value) })}
                        error={!!editRoleError}
                        helperText={editRoleError || ' '}
                      >
                        {roleOptions}
                      </TextField>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        aria-label={t('express.save', { name: m.name })}
                        onClick={saveEdit}
                        disabled={!!editNameError || !!editRoleError || changes.edit.isPending}
                        color="primary"
                      >
                        <CheckIcon />
                      </IconButton>
                      <IconButton
                        aria-label={t('express.cancelEdit', { name: m.name })}
                        onClick={() => setEditing(null)}
                      >
                        <CloseIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              }
              const blocked = editing !== null;
              return (
                <TableRow key={m.email}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{m.name}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{m.email}</TableCell>
                  <TableCell>{roleName(m)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {m.role !== 'myself' && !locked && (
                      <>
                        <Tooltip title={blocked ? t('express.tooltips.saveLastEdit') : ''}>
                          <span>
                            <IconButton
                              aria-label={t('express.edit', { name: m.name })}
                              disabled={blocked}
                              onClick={() =>
                                m.id !== null &&
                                setEditing({ id: m.id, name: m.name, roleId: m.teamRoleId ?? '' })
                              }
                            >
                              <EditOutlinedIcon />
                            </IconButton>
                          </span>
                        </Tooltip>
                        <IconButton
                          aria-label={t('express.delete', { name: m.name })}
                          onClick={() => setDeleting(m)}
                        >
                          <DeleteOutlineIcon />
                        </IconButton>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
            {!locked && (
              <TableRow>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <TextField
                    size="small"
                    fullWidth
                    label={t('express.columns.name')}
                    value={draft.name}
                    onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                    onBlur={() => setTouched({ ...touched, name: true })}
                    error={!!nameError}
                    helperText={nameError || ' '}
                    slotProps={{ htmlInput: { maxLength: 120 } }}
                  />
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <TextField
                    size="small"
                    fullWidth
                    type="email"
                    label={t('express.columns.email')}
                    value={draft.email}
                    onChange={(e) => setDraft({ ...draft, email: e.target.value })}
                    onBlur={() => setTouched({ ...touched, email: true })}
                    error={!!emailError}
                    helperText={emailError || ' '}
                    slotProps={{ htmlInput: { maxLength: 254 } }}
                  />
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t('express.columns.role')}
                    value={draft.roleId}
                    onChange={(e) => setDraft({ ...draft, roleId: Number(e.target.value) })}
                    onBlur={() => setTouched({ ...touched, roleId: true })}
                    error={!!roleError}
                    helperText={roleError || ' '}
                  >
                    {roleOptions}
                  </TextField>
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <Tooltip title={addTooltip}>
                    <span>
                      <Button
                        variant="contained"
                        onClick={add}
                        disabled={problem !== null || changes.add.isPending}
                      >
                        {t('express.add')}
                      </Button>
                    </span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </ScrollTable>
      <ConfirmationDialog
        open={deleting !== null}
        width={EXPRESS_DIALOG_WIDTH}
        title={t('express.deleteTitle')}
        text={deleting ? t('express.deleteText', { name: deleting.name, email: deleting.email }) : ''}
        busy={changes.remove.isPending}
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
