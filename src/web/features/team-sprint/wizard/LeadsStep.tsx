import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamSprintView } from '../../../../shared/contracts/team-sprint';
import { StepActions, type StepProps } from '../../sprint-design';

/** Action lead: one lead per action, chosen among the sprint team (the manager by default). */
export function LeadsStep({ design, save, busy, onBack }: StepProps) {
  const { t } = useTranslation('team-sprint');
  const team = design as TeamSprintView;
  const manager = team.sprintTeamMembers.find((m) => m.type === 'TEAM_MANAGER');
  const [leads, setLeads] = useState<Record<number, number | ''>>(() =>
    Object.fromEntries(team.actions.map((a) => [a.id, a.actionLeadId ?? manager?.teamMemberId ?? ''])),
  );
  const [showErrors, setShowErrors] = useState(false);
  const missing = team.actions.some((a) => leads[a.id] === '');
  return (
    <Box
      component="form"
      noValidate
      sx={{ maxWidth: 840 }}
      onSubmit={(e) => {
        e.preventDefault();
        setShowErrors(true);
        if (missing) return;
        save({
          step: 'leads',
          actionLeads: team.actions.map((a) => ({ actionId: a.id, leadId: Number(leads[a.id]) })),
        });
      }}
    >
      <Typography sx={{ mb: 2 }}>{t('wizard.leadsIntro')}</Typography>
      <Stack spacing={2}>
        {team.actions.map((a) => (
          <TextField
            key={a.id}
            select
            required
            label={t('wizard.leadFor', { label: a.label })}
            value={leads[a.id] ?? ''}
            error={showErrors && leads[a.id] === ''}
            helperText={showErrors && leads[a.id] === '' ? t('wizard.leadMissing') : undefined}
            onChange={(e) => setLeads({ ...leads, [a.id]: Number(e.target.value) })}
          >
            {team.sprintTeamMembers.map((m) => (
              <MenuItem key={m.teamMemberId} value={m.teamMemberId}>
                {m.name}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      <StepActions onBack={onBack} busy={busy} />
    </Box>
  );
}
