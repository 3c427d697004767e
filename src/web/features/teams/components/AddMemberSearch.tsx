import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberSearchResult } from '../../../../shared/contracts/teams';
import { isApiError } from '../../../lib/api/errors';
import { useUserState } from '../../../lib/session/user-state';
import { useAddMembers } from '../api/add-members';
import { useSearchMember } from '../api/search-member';

/** Finds a person of the organisation by name and adds them to the team (they get an e-mail). */
export function AddMemberSearch({ teamId, memberIds }: { teamId: number; memberIds: number[] }) {
  const { t } = useTranslation('teams');
  const user = useUserState();
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<MemberSearchResult | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const search = useSearchMember(input, user.clientId);
  const add = useAddMembers(teamId);
  const options = (search.data ?? []).filter((p) => !memberIds.includes(p.id));
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('members.addTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!chosen) return;
        add.mutate([chosen.id], {
          onSuccess: () => {
            setAdded(chosen.fullName);
            setChosen(null);
            setInput('');
          },
        });
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
        alignItems: 'start',
      }}
    >
      <Autocomplete
        options={options}
        value={chosen}
        inputValue={input}
        onInputChange={(_, v) => setInput(v)}
        onChange={(_, v) => setChosen(v)}
        filterOptions={(x) => x}
        getOptionLabel={(p) => p.fullName}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionKey={(p) => p.id}
        renderOption={(props, p) => (
          <li {...props} key={p.id}>
            <Box>
              {p.fullName}
              <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
                {p.email}
              </Box>
            </Box>
          </li>
        )}
        loading={search.isFetching}
        loadingText={t('members.searching')}
        noOptionsText={input.trim() ? t('members.noMatch') : t('members.typeToSearch')}
        renderInput={(params) => <TextField {...params} label={t('members.search')} />}
      />
      <Button type="submit" variant="contained" sx={{ height: 56 }} disabled={!chosen || add.isPending}>
        {t('members.add')}
      </Button>
      {added && !add.isError && (
        <Alert severity="success" sx={{ gridColumn: '1 / -1' }}>
          {t('members.added', { name: added })}
        </Alert>
      )}
      {add.isError && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {isApiError(add.error, 409) ? t('members.already') : t('saveFailed')}
        </Alert>
      )}
    </Box>
  );
}
