import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamSprintView } from '../../../../shared/contracts/team-sprint';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { SectionError } from '../../../ui/QueryBoundary';
import { StepActions, type StepProps } from '../../sprint-design';
import { useTeamMembers } from '../../teams';

/**
 * Sprint team: who of the team takes part. The manager always does (checked, not changeable); members who
 * accepted, guests included, may be chosen.
 */
export function TeamStep({ design, save, busy, onBack }: StepProps) {
  const { t } = useTranslation('team-sprint');
  // the team scope's design is a team sprint's
  const team = design as TeamSprintView;
  const members = useTeamMembers(team.teamId);
  const manager = team.sprintTeamMembers.find((m) => m.type === 'TEAM_MANAGER');
  const [chosen, setChosen] = useState<Set<number>>(
    () => new Set(team.sprintTeamMembers.map((m) => m.teamMemberId)),
  );
  if (members.isPending) return <SectionSkeleton lines={4} />;
  if (members.isError) return <SectionError error={members.error} onRetry={() => void members.refetch()} />;
  const people = members.data.filter((m) => m.status === 'ACCEPTED' && m.userId !== manager?.teamMemberId);
  const toggle = (id: number) =>
    setChosen((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Box
      component="form"
      noValidate
      sx={{ maxWidth: 840 }}
      onSubmit={(e) => {
        e.preventDefault();
        save({
          step: 'team',
          sprintTeam: [...new Set([...(manager ? [manager.teamMemberId] : []), ...chosen])],
        });
      }}
    >
      <Typography sx={{ mb: 2 }}>{t('wizard.teamIntro')}</Typography>
      <FormGroup aria-label={t('wizard.teamLabel')}>
        {manager && (
          <FormControlLabel
            control={<Checkbox checked disabled />}
            label={
              <>
                {manager.name} <Chip size="small" label={t('members.manager')} sx={{ ml: 1 }} />
              </>
            }
          />
        )}
        {people.map((m) => (
          <FormControlLabel
            key={m.userId}
            control={<Checkbox checked={chosen.has(m.userId)} onChange={() => toggle(m.userId)} />}
            label={
              <>
                {m.name}
                {m.type === 'GUEST' && (
                  <Chip size="small" variant="outlined" label={t('members.guest')} sx={{ ml: 1 }} />
                )}
              </>
            }
          />
        ))}
      </FormGroup>
      {people.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('wizard.teamEmpty')}
        </Alert>
      )}
      <StepActions onBack={onBack} busy={busy} />
    </Box>
  );
}
