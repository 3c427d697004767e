import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHALLENGES_PER_ROLE, type Plan } from '../../../../shared/contracts/plan';
import { ROLE_LEVELS, type RoleLevel } from '../../../../shared/enums';
import { useJobRoles, useNextRoles } from '../api/options';
import { useSaveRoleScreens } from '../api/role';
import type { SaveFeedback } from './feedback';
import { useLeaveGuard } from './LeaveGuard';

const CUSTOM = 'CUSTOM';

function ChallengePicker({
  legend,
  options,
  chosen,
  onChange,
  emptyText,
}: {
  legend: string;
  options: { code: string; label: string }[];
  chosen: string[];
  onChange: (next: string[]) => void;
  emptyText: string;
}) {
  const { t } = useTranslation('plan');
  const full = chosen.length >= CHALLENGES_PER_ROLE;
  return (
    <FormControl component="fieldset" sx={{ mt: 2, display: 'block' }}>
      <FormLabel component="legend" sx={{ fontWeight: 600 }}>
        {legend}
      </FormLabel>
      {options.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        <>
          <FormHelperText
            sx={{ color: full ? 'success.main' : 'text.secondary', fontWeight: full ? 600 : 400 }}
          >
            {t('role.pickThree', { count: chosen.length, total: CHALLENGES_PER_ROLE })}
          </FormHelperText>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {options.map((o) => {
              const checked = chosen.includes(o.code);
              return (
                <FormControlLabel
                  key={o.code}
                  label={o.label}
                  control={
                    <Checkbox
                      checked={checked}
                      disabled={!checked && full}
                      onChange={(e) =>
                        onChange(e.target.checked ? [...chosen, o.code] : chosen.filter((c) => c !== o.code))
                      }
                    />
                  }
                />
              );
            })}
          </FormGroup>
        </>
      )}
    </FormControl>
  );
}

/** The role-challenge and role-level screens: two roles with levels, exactly 3 + 3 challenges. */
export function RoleChallengesTab({ plan, onSaved }: { plan: Plan; onSaved: SaveFeedback['onSaved'] }) {
  const { t } = useTranslation('plan');
  const jobRoles = useJobRoles();
  const nextRoles = useNextRoles();
  const save = useSaveRoleScreens(plan.id);
  const role = plan.agilePlanRole;
  const codesOf = (type: string) =>
    plan.agileItemList.filter((i) => i.type === type).map((i) => i.code ?? '');

  const [currentRole, setCurrentRole] = useState(role.currentRole.code ?? '');
  const [nextRole, setNextRole] = useState(role.nextRole.code ?? '');
  const [customLabel, setCustomLabel] = useState(role.nextRole.customLabel ?? '');
  const [currentLevel, setCurrentLevel] = useState<RoleLevel | ''>(role.currentLevel ?? '');
  const [nextLevel, setNextLevel] = useState<RoleLevel | ''>(role.nextLevel ?? '');
  const [challenges, setChallenges] = useState(codesOf('ROLE_CHALLENGE'));
  const [future, setFuture] = useState(codesOf('FUTURE_ROLE_CHALLENGE'));

  const currentOptions = jobRoles.data?.items.find((r) => r.code === currentRole)?.challenges ?? [];
  const futureOptions =
    nextRole === CUSTOM
      ? (nextRoles.data?.customChallenges ?? [])
      : (nextRoles.data?.items.find((r) => r.code === nextRole)?.challenges ?? []);
  const complete =
    currentRole !== '' &&
    nextRole !== '' &&
    (nextRole !== CUSTOM || customLabel.trim() !== '') &&
    currentLevel !== '' &&
    nextLevel !== '' &&
    challenges.length === CHALLENGES_PER_ROLE &&
    future.length === CHALLENGES_PER_ROLE;

  const saved = {
    currentRole: role.currentRole.code ?? '',
    nextRole: role.nextRole.code ?? '',
    customLabel: role.nextRole.customLabel ?? '',
    currentLevel: role.currentLevel ?? '',
    nextLevel: role.nextLevel ?? '',
    challenges: codesOf('ROLE_CHALLENGE'),
    future: codesOf('FUTURE_ROLE_CHALLENGE'),
  };
  const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
  const dirty =
    currentRole !== saved.currentRole ||
    nextRole !== saved.nextRole ||
    (nextRole === CUSTOM && customLabel !== saved.customLabel) ||
    currentLevel !== saved.currentLevel ||
    nextLevel !== saved.nextLevel ||
    !sameSet(challenges, saved.challenges) ||
    !sameSet(future, saved.future);
  const leaveGuard = useLeaveGuard(dirty && !save.isPending);

  // after Save, the "sprints are unlocked" message at the top comes into view (the Save button is at the bottom)
  const completedRef = useRef<HTMLDivElement>(null);
  const [revealAfterSave, setRevealAfterSave] = useState(false);
  useEffect(() => {
    if (!revealAfterSave || !plan.roleChallengesCompleted || !completedRef.current) return;
    completedRef.current.scrollIntoView?.({ block: 'center' });
    completedRef.current.focus({ preventScroll: true });
    setRevealAfterSave(false);
  }, [revealAfterSave, plan.roleChallengesCompleted]);

  const submit = () => {
    if (!complete) return;
    save.mutate(
      {
        current: {
          agilePlanGroupId: plan.id,
          type: 'current_role_description',
          label: currentRole,
          roleLevel: currentLevel,
        },
        next: {
          agilePlanGroupId: plan.id,
          type: 'next_role_option',
          label: nextRole,
          customLabel: nextRole === CUSTOM ? customLabel.trim() : null,
          roleLevel: nextLevel,
        },
        challenges: { roleChallenges: challenges, futureRoleChallenges: future },
      },
      {
        onSuccess: () => {
          onSaved(true);
          setRevealAfterSave(true);
        },
        onError: () => onSaved(false, submit),
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
    >
      {leaveGuard}
      <Typography sx={{ mb: 2 }}>{t('role.intro')}</Typography>
      {plan.roleChallengesCompleted && (
        <Alert severity="success" sx={{ mb: 2 }} ref={completedRef} tabIndex={-1}>
          {t('role.completed')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          select
          label={t('role.current')}
          value={currentRole}
          onChange={(e) => {
            setCurrentRole(e.target.value);
            setChallenges([]);
          }}
        >
          {jobRoles.data?.items.map((r) => (
            <MenuItem key={r.code} value={r.code}>
              {r.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('role.currentLevel')}
          value={currentLevel}
          onChange={(e) => setCurrentLevel(e.target.value as RoleLevel)}
        >
          {ROLE_LEVELS.map((l) => (
            <MenuItem key={l} value={l}>
              {t(`levels.${l}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('role.next')}
          value={nextRole}
          onChange={(e) => {
            setNextRole(e.target.value);
            setFuture([]);
          }}
        >
          {nextRoles.data?.items.map((r) => (
            <MenuItem key={r.code} value={r.code}>
              {r.label}
            </MenuItem>
          ))}
          <MenuItem value={CUSTOM}>{t('role.custom')}</MenuItem>
        </TextField>
        <TextField
          select
          label={t('role.nextLevel')}
          value={nextLevel}
          onChange={(e) => setNextLevel(e.target.value as RoleLevel)}
        >
          {ROLE_LEVELS.map((l) => (
            <MenuItem key={l} value={l}>
              {t(`levels.${l}`)}
            </MenuItem>
          ))}
        </TextField>
        {nextRole === CUSTOM && (
          <TextField
            label={t('role.customLabel')}
            value={customLabel}
            onChange={(e) => setCustomLabel(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        )}
      </Box>
      <ChallengePicker
        legend={t('role.currentChallenges')}
        options={currentOptions}
        chosen={challenges}
        onChange={setChallenges}
        emptyText={t('role.chooseRoleFirst')}
      />
      <ChallengePicker
        legend={t('role.futureChallenges')}
        options={futureOptions}
        chosen={future}
        onChange={setFuture}
        emptyText={t('role.chooseRoleFirst')}
      />
      {!complete && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('role.incomplete')}
        </Typography>
      )}
      {complete && dirty && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('role.unsaved')}
        </Typography>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!complete || save.isPending}>
        {t('save')}
      </Button>
    </Box>
  );
}
