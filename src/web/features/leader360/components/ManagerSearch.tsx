import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leader360Api as api } from '../api/calls';

type Person = { id: number; name: string; email: string };

/**
 * Picks the manager among the organisation's members by name (the same member search the teams and the sprint crew
 * use); the pick fills the rater's name and e-mail, which stay editable for a manager from outside.
 */
export function ManagerSearch({ onPick }: { onPick(p: Person): void }) {
  const { t } = useTranslation('leader360');
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  // a short pause after typing before asking the server
  useEffect(() => {
    const id = setTimeout(() => setSearch(keyword.trim()), 250);
    return () => clearTimeout(id);
  }, [keyword]);
  const found = useQuery({
    queryKey: ['leader360', 'people', search],
    queryFn: () => api.people(search),
    enabled: search.length >= 2,
  });
  return (
    <Autocomplete<Person>
      size="small"
      sx={{ minWidth: 240, flex: 1 }}
      options={search.length >= 2 ? (found.data?.people ?? []) : []}
      loading={found.isFetching}
      value={null}
      onChange={(_, v) => v && onPick(v)}
      inputValue={keyword}
      onInputChange={(_, v, reason) => reason !== 'reset' && setKeyword(v)}
      getOptionLabel={(o) => `${o.name} (${o.email})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      noOptionsText={t('raters.managerNone')}
      renderInput={(params) => (
        <TextField {...params} label={t('raters.manager')} helperText={t('raters.managerSearch')} />
      )}
    />
  );
}
