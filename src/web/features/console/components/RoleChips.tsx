import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** A person's roles as chips, named in the reader's language. */
export function RoleChips({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('console');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {roles.map((r) => (
        <Chip key={r} size="small" variant="outlined" label={t(`roles.${r}`, { defaultValue: r })} />
      ))}
    </Stack>
  );
}
