import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import EventIcon from '@mui/icons-material/Event';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { NetworkEntry, Plan } from '../../../../shared/contracts/plan';
import { NETWORK_TYPES, type NetworkType } from '../../../../shared/enums';
import { useFormat } from '../../../lib/i18n/use-format';
import { muiField } from '../../../ui/form';
import type { GuestAccess } from '../api/keys';
import {
  useDeleteNetwork,
  useMeetings,
  useNetwork,
  useResendInvitation,
  useSaveNetwork,
} from '../api/network';
import { useNetworkTypes } from '../api/options';
import { MeetingDialog } from './MeetingDialog';

const STATUS_COLOR = { PENDING: 'warning', COMPLETED: 'success', EXTERNAL: 'default' } as const;

const networkForm = z.object({
  type: z.enum(NETWORK_TYPES),
  name: z.string().trim().min(1).max(200),
  email: z.union([z.literal(''), z.email()]),
});
type NetworkForm = z.infer<typeof networkForm>;

/** The nurture network: members with their state, invitations, resend, meetings. */
export function NetworkTab({
  plan,
  guest,
  notify,
}: {
  plan: Plan;
  guest?: GuestAccess | null;
  notify: (message: string, ok: boolean) => void;
}) {
  const { t } = useTranslation('plan');
  const network = useNetwork(plan.id, guest);
  const meetings = useMeetings(plan.id, guest);
  const editable = !plan.readOnly && !guest;
  const types = useNetworkTypes(editable);
  const save = useSaveNetwork(plan.id);
  const remove = useDeleteNetwork(plan.id);
  const resend = useResendInvitation();
  const [meetingWith, setMeetingWith] = useState<NetworkEntry | null>(null);
  const { register, handleSubmit, control, reset, formState } = useForm<NetworkForm>({
    resolver: zodResolver(networkForm),
    defaultValues: { type: 'MENTOR', name: '', email: '' },
  });
  const when = useFormat().dateTime;

  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{t('network.intro')}</Typography>
      <List dense disablePadding aria-label={t('sections.NETWORK')}>
        {network.data?.items.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('none')}
          </Typography>
        )}
        {network.data?.items.map((m) => (
          <ListItem
            key={m.id}
            disableGutters
            secondaryAction={
              editable && (
                <Box>
                  {m.status === 'PENDING' && (
                    <IconButton
                      aria-label={t('network.resend', { name: m.name })}
                      onClick={() =>
                        resend.mutate(m.id, {
                          onSuccess: () => notify(t('network.resent'), true),
                          onError: () => notify(t('network.resendFailed'), false),
                        })
                      }
                    >
                      <SendIcon />
                    </IconButton>
                  )}
                  <IconButton
                    aria-label={t('network.schedule', { name: m.name })}
                    onClick={() => setMeetingWith(m)}
                  >
                    <EventIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('network.removeMember', { name: m.name })}
                    onClick={() => remove.mutate(m.id)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Box>
              )
            }
            sx={{ pr: editable ? 18 : 0 }}
          >
            <ListItemText
              primary={
                <>
                  {m.name}{' '}
                  <Chip
                    size="small"
                    label={t(`network.status.${m.status}`)}
                    color={STATUS_COLOR[m.status]}
                    sx={{ ml: 1 }}
                  />
                </>
              }
              secondary={[t(`network.types.${m.type}`), m.email].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>

      {editable && (
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit((v) =>
            save.mutate(
              { agilePlanGroupId: plan.id, type: v.type, name: v.name, email: v.email || null },
              {
                onSuccess: () => {
                  reset({ type: v.type, name: '', email: '' });
                  notify(t('saved'), true);
                },
                onError: () => notify(t('saveFailed'), false),
              },
            ),
          )}
          sx={{
            display: 'grid',
            gap: 1.5,
            mt: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr auto' },
            alignItems: 'start',
          }}
        >
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <TextField select label={t('network.type')} {...field}>
                {((types.data?.items ?? NETWORK_TYPES) as NetworkType[]).map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`network.types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            {...muiField(register('name'))}
            label={t('network.name')}
            error={Boolean(formState.errors.name)}
            helperText={formState.errors.name ? t('network.nameRequired') : undefined}
          />
          <TextField
            {...muiField(register('email'))}
            type="email"
            label={t('network.email')}
            error={Boolean(formState.errors.email)}
            helperText={formState.errors.email ? t('network.invalidEmail') : t('network.emailHelp')}
          />
          <Button type="submit" variant="outlined" sx={{ height: 56 }} disabled={save.isPending}>
            {t('network.add')}
          </Button>
        </Box>
      )}

      <Typography component="h2" variant="h3" sx={{ mt: 3 }}>
        {t('network.meetings')}
      </Typography>
      {meetings.data?.items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('none')}
        </Typography>
      )}
      <List dense disablePadding>
        {meetings.data?.items.map((m) => (
          <ListItem key={m.id} disableGutters>
            <ListItemText
              primary={t('meeting.at', { title: m.title, name: m.withName, when: when(m.startsAt) })}
              secondary={m.location}
            />
          </ListItem>
        ))}
      </List>
      {meetingWith && (
        <MeetingDialog
          planId={plan.id}
          member={meetingWith}
          onClose={(sent) => {
            setMeetingWith(null);
            if (sent) notify(t('meeting.sent'), true);
          }}
        />
      )}
    </Box>
  );
}
