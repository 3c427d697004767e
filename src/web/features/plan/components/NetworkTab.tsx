import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkEntry, Plan } from '../../../../shared/contracts/plan';
import { NETWORK_TYPES, type NetworkType } from '../../../../shared/enums';
import { useFormat } from '../../../lib/i18n/use-format';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import type { GuestAccess } from '../api/keys';
import {
  useDeleteNetwork,
  useMeetings,
  useNetwork,
  useResendInvitation,
  useSaveNetwork,
} from '../api/network';
import { useNetworkTypes } from '../api/options';
import { reported } from './feedback';
import { MeetingDialog } from './MeetingDialog';
import { NetworkMemberForm, type NetworkValues } from './NetworkMemberForm';
import type { Notify } from './PlanNotices';

const STATUS_COLOR = { PENDING: 'warning', COMPLETED: 'success', EXTERNAL: 'default' } as const;

/** The nurture network: members with their state, invitations, resend, meetings. */
export function NetworkTab({
  plan,
  guest,
  notify,
}: {
  plan: Plan;
  guest?: GuestAccess | null;
  notify: Notify;
}) {
  const { t } = useTranslation('plan');
  const f = useFormat();
  const network = useNetwork(plan.id, guest);
  const meetings = useMeetings(plan.id, guest);
  const editable = !plan.readOnly && !guest;
  const types = useNetworkTypes(editable);
  const save = useSaveNetwork(plan.id);
  const remove = useDeleteNetwork(plan.id);
  const resend = useResendInvitation();
  const [meetingWith, setMeetingWith] = useState<NetworkEntry | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  // removing someone also ends their invitation: asked first, not undone
  const [removing, setRemoving] = useState<NetworkEntry | null>(null);
  const typeList = (types.data?.items ?? NETWORK_TYPES) as NetworkType[];
  const saveOne = (v: NetworkValues, id?: number) =>
    reported(
      () =>
        save.mutateAsync({
          agilePlanGroupId: plan.id,
          id,
          type: v.type,
          name: v.name,
          email: v.email || null,
        }),
      (ok, retry) =>
        notify(
          ok ? t('saved') : t('saveFailed'),
          ok,
          undefined,
          retry ? { label: t('retry'), run: retry } : undefined,
        ),
    );

  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{t('network.intro')}</Typography>
      <List dense disablePadding aria-label={t('sections.NETWORK')}>
        {network.data?.items.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('none')}
          </Typography>
        )}
        {network.data?.items.map((m) =>
          editing === m.id ? (
            <ListItem key={m.id} disableGutters sx={{ display: 'block', py: 1 }}>
              <NetworkMemberForm
                mode="edit"
                types={typeList}
                busy={save.isPending}
                initial={{ type: m.type, name: m.name, email: m.email ?? '' }}
                onCancel={() => setEditing(null)}
                onSubmit={async (v) => {
                  const ok = await saveOne(v, m.id);
                  if (ok) setEditing(null);
                  return ok;
                }}
              />
            </ListItem>
          ) : (
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
                      aria-label={t('network.editMember', { name: m.name })}
                      onClick={() => setEditing(m.id)}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t('network.removeMember', { name: m.name })}
                      onClick={() => setRemoving(m)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                )
              }
              sx={{ pr: editable ? 24 : 0 }}
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
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ),
        )}
      </List>

      {editable && (
        <NetworkMemberForm
          mode="add"
          types={typeList}
          busy={save.isPending}
          initial={{ type: 'MENTOR', name: '', email: '' }}
          onSubmit={(v) => saveOne(v)}
        />
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
              primary={t('meeting.at', { title: m.title, name: m.withName, when: f.dateTime(m.startsAt) })}
              secondary={m.location}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmationDialog
        open={removing !== null}
        title={t('network.removeTitle')}
        text={t('network.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const m = removing;
          setRemoving(null);
          if (m) remove.mutate(m.id, { onError: () => notify(t('saveFailed'), false) });
        }}
      />
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
