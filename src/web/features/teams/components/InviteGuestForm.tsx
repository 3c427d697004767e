import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_STAFF_ROLES, type TeamStaffRole } from '../../../../shared/enums';
import { isApiError } from '../../../lib/api/errors';
import { toast } from '../../../ui/toasts';
import { useAddGuests } from '../api/guests';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The manager invites a guest from outside the organisation: name, e-mail and (optionally) a team role. */
export function InviteGuestForm({ teamId }: { teamId: number }) {
  const { t } = useTranslation('teams');
  const add = useAddGuests(teamId);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamStaffRole | ''>('');
  const [touched, setTouched] = useState(false);
  const nameError = touched && !name.trim();
  const emailError = touched && !EMAIL.test(email.trim());
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="invite-guest-title"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!name.trim() || !EMAIL.test(email.trim())) return;
        add.mutate([{ name: name.trim(), email: email.trim(), ...(role ? { teamRole: role } : {}) }], {
          onSuccess: () => {
            toast({ severity: 'success', message: t('guests.invited', { name: name.trim() }) });
            setName('');
            setEmail('');
            setRole('');
            setTouched(false);
          },
        });
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 180px auto' },
        alignItems: 'start',
      }}
    >
      <Typography id="invite-guest-title" component="h3" variant="subtitle1" sx={{ gridColumn: '1 / -1' }}>
        {t('guests.title')}
      </Typography>
      <TextField
        label={t('guests.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={nameError}
        helperText={nameError ? t('guests.nameRequired') : ' '}
        required
      />
      <TextField
        label={t('guests.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={emailError}
        helperText={emailError ? t('guests.emailInvalid') : ' '}
        required
      />
      <TextField
        select
        label={t('guests.teamRole')}
        value={role}
        onChange={(e) => setRole(e.target.value as TeamStaffRole)}
      >
        <MenuItem value="">{t('guests.noRole')}</MenuItem>
        {TEAM_STAFF_ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            {t(`staffRoles.${r}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" sx={{ height: 56 }} disabled={add.isPending}>
        {t('guests.invite')}
      </Button>
      {add.isError && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {isApiError(add.error, 409) ? t('guests.conflict') : t('saveFailed')}
        </Alert>
      )}
    </Box>
  );
}
