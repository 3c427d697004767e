import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../../../shared/enums';

/** Role switches: the roles the caller may grant can change; the others show as they are. */
export function RoleCheckboxes(props: {
  value: readonly string[];
  grantable: readonly string[];
  onChange: (roles: string[]) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{t('users.rolesLabel')}</FormLabel>
      <FormGroup>
        {ROLES.filter((r) => props.grantable.includes(r) || props.value.includes(r)).map((role) => (
          <FormControlLabel
            key={role}
            control={
              <Checkbox
                checked={props.value.includes(role)}
                disabled={!props.grantable.includes(role)}
                onChange={(e) =>
                  props.onChange(
                    e.target.checked ? [...props.value, role] : props.value.filter((r) => r !== role),
                  )
                }
              />
            }
            label={t(`roles.${role}`)}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
