import DeleteOutline from '@mui/icons-material/Delete';
import Send from '@mui/icons-material/Send';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREW_ROLES, type CrewRole } from '../../../../shared/sprint-enums';
import { errorText } from '../../../lib/api/error-text';
import { toast } from '../../../ui/toasts';
import { type CrewView, useAddCrew, useMemberSearch, useRemoveCrew, useResendCrew } from '../api/crew';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the crew list says of a member: gave feedback (ACTIVE), invited, or nothing before the invitation. */
function useCrewNote() {
  const { t } = useTranslation('sprint-design');
  return (c: CrewView) =>
    c.status === 'ACTIVE' ? ` · ${t('crew.gaveFeedback')}` : c.invitedAt ? ` · ${t('crew.invited')}` : '';
}

/**
 * An e-mail address that wraps only after its parts (before the @, after a dot), never inside a word. An address,
 * not a text in a language: translate="no" keeps its parts ("priya", "peer@") from being read as words.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <span translate="no">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order
        <span key={i}>
          {i > 0 && <wbr />}
          {part}
        </span>
      ))}
    </span>
  );
}

/**
 * The sprint crew: who gives advice and feedback, with their role; editable adds, removes and resends. Narrow: in a
 * side column (the sprint dashboard), the add form stacks its fields whatever the screen's width.
 */
export function CrewPanel({
  sprintId,
  crew,
  editable,
  narrow = false,
}: {
  sprintId: number;
  crew: CrewView[];
  editable: boolean;
  narrow?: boolean;
}) {
  const { t } = useTranslation('sprint-design');
  const crewNote = useCrewNote();
  const remove = useRemoveCrew(sprintId);
  const resend = useResendCrew(sprintId);
  const fail = (err: unknown) => toast({ severity: 'error', message: errorText(err, t) });
  return (
    <Box>
      {crew.length === 0 ? (
        <Typography color="text.secondary">{t('crew.empty')}</Typography>
      ) : (
        <List dense aria-label={t('crew.listLabel')}>
          {crew.map((c) => (
            <ListItem
              key={c.id}
              divider
              secondaryAction={
                editable ? (
                  <Stack direction="row">
                    {c.invitedAt && (
                      <Tooltip title={t('crew.resend')}>
                        <IconButton
                          aria-label={t('crew.resendTo', { name: c.name })}
                          onClick={() =>
                            resend.mutate(c.id, {
                              onSuccess: () => toast({ severity: 'success', message: t('crew.resent') }),
                              onError: fail,
                            })
                          }
                        >
                          <Send />
                        </IconButton>
                      </Tooltip>
                    )}
                    <Tooltip title={t('crew.remove')}>
                      <IconButton
                        aria-label={t('crew.removeName', { name: c.name })}
                        onClick={() => remove.mutate(c.id, { onError: fail })}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                ) : undefined
              }
            >
              <ListItemText
                primary={`${c.name} · ${t(`roles.${c.role}`)}`}
                secondary={
                  <>
                    <EmailText email={c.email} />
                    {crewNote(c)}
                  </>
                }
                sx={{ pr: editable ? 10 : 0 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {editable && <AddCrewForm sprintId={sprintId} narrow={narrow} />}
    </Box>
  );
}

function AddCrewForm({ sprintId, narrow }: { sprintId: number; narrow: boolean }) {
  const { t } = useTranslation('sprint-design');
  const add = useAddCrew(sprintId);
  const [mode, setMode] = useState<'member' | 'other'>('member');
  const [keyword, setKeyword] = useState('');
  const [member, setMember] = useState<{ id: number; fullName: string; email: string } | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CrewRole>('Peer');
  const [touched, setTouched] = useState(false);
  const search = useMemberSearch(keyword);
  const emailBad = mode === 'other' && touched && !EMAIL.test(email.trim());
  const nameBad = mode === 'other' && touched && name.trim() === '';

  const submit = () => {
    setTouched(true);
    if (mode === 'member' && !member) return;
    if (mode === 'other' && (!EMAIL.test(email.trim()) || !name.trim())) return;
    add.mutate(
      mode === 'member' ? { role, userId: member?.id } : { role, name: name.trim(), email: email.trim() },
      {
        onSuccess: () => {
          setMember(null);
          setKeyword('');
          setName('');
          setEmail('');
          setTouched(false);
          toast({ severity: 'success', message: t('crew.added') });
        },
        onError: (err) => toast({ severity: 'error', message: errorText(err, t) }),
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ mt: 2 }}
    >
      <Typography component="h3" variant="subtitle1" gutterBottom>
        {t('crew.addTitle')}
      </Typography>
      <RadioGroup
        row
        value={mode}
        onChange={(e) => setMode(e.target.value as 'member' | 'other')}
        aria-label={t('crew.whoLabel')}
        sx={{ mb: 2 }}
      >
        <FormControlLabel value="member" control={<Radio />} label={t('crew.member')} />
        <FormControlLabel value="other" control={<Radio />} label={t('crew.other')} />
      </RadioGroup>
      <Stack
        sx={{ alignItems: narrow ? 'stretch' : { md: 'flex-start' } }}
        direction={narrow ? 'column' : { xs: 'column', md: 'row' }}
        spacing={2}
      >
        {mode === 'member' ? (
          <Autocomplete
            sx={{ flex: 2, minWidth: 0 }}
            options={search.data ?? []}
            loading={search.isFetching}
            value={member}
            onChange={(_, v) => setMember(v)}
            inputValue={keyword}
            onInputChange={(_, v) => setKeyword(v)}
            getOptionLabel={(o) => `${o.fullName} (${o.email})`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(x) => x}
            noOptionsText={keyword.trim().length > 1 ? t('crew.noMatch') : t('crew.typeToSearch')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('crew.search')}
                error={touched && !member}
                helperText={touched && !member ? t('crew.pickMember') : ' '}
              />
            )}
          />
        ) : (
          <>
            <TextField
              sx={{ flex: 1 }}
              label={t('crew.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={nameBad}
              helperText={nameBad ? t('crew.nameRequired') : ' '}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <TextField
              sx={{ flex: 1 }}
              label={t('crew.email')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={emailBad}
              helperText={emailBad ? t('crew.emailInvalid') : ' '}
            />
          </>
        )}
        <TextField
          select
          sx={{ flex: 1, minWidth: 140 }}
          label={t('crew.role')}
          value={role}
          onChange={(e) => setRole(e.target.value as CrewRole)}
          helperText=" "
        >
          {CREW_ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`roles.${r}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="outlined"
          disabled={add.isPending}
          sx={{ mt: narrow ? 0 : { md: 1 }, alignSelf: narrow ? 'flex-start' : undefined }}
        >
          {t('crew.add')}
        </Button>
      </Stack>
    </Box>
  );
}
