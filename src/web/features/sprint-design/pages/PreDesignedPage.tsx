import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SPRINT_DURATION_WEEKS } from '../../../../shared/sprint-enums';
import { errorText } from '../../../lib/api/error-text';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { PageTitle } from '../../../ui/PageTitle';
import { SectionError } from '../../../ui/QueryBoundary';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { type LibraryEntry, useLibrary } from '../api/library';
import { LibraryCard } from '../components/LibraryCard';
import { useDesignScope } from '../scope';

/** The Leader Profile (GLA), whose weakest capabilities the recommendations follow. */
const GLA_PATH = '/explore/growth-leader-assessment-v2';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
};

/** /sprint-library/pre-designed: the library with filters and search, "Recommended for you" first. */
export default function PreDesignedPage() {
  const { t } = useTranslation('sprint-design');
  usePageTitle(t('preDesigned.title'));
  const library = useLibrary();
  const scope = useDesignScope();
  const active = scope.useActive();
  const save = scope.useSave();
  const navigate = useNavigate();
  const [group, setGroup] = useState<string | null>(null);
  const [capability, setCapability] = useState<string | null>(null);
  const [weeks, setWeeks] = useState<number | null>(null);
  const [search, setSearch] = useState('');

  const capabilities = useMemo(() => {
    const all = new Map<string, { code: string; name: string; group: string }>();
    for (const s of library.data?.sprints ?? []) for (const c of s.capabilities) all.set(c.code, c);
    return [...all.values()].filter((c) => !group || c.group === group);
  }, [library.data, group]);

  const shown = (library.data?.sprints ?? []).filter((s) => {
    const q = search.trim().toLocaleLowerCase();
    return (
      (!group || s.capabilities.some((c) => c.group === group)) &&
      (!capability || s.capabilities.some((c) => c.code === capability)) &&
      (!weeks || s.durations.includes(weeks)) &&
      (!q || `${s.label} ${s.description}`.toLocaleLowerCase().includes(q))
    );
  });
  const recommended = shown.filter((s) => s.reasons.length > 0);
  // recommendations come from a finished Leader Profile (GLA) and the plan's outcomes: none yet is said in place
  const anyRecommended = (library.data?.sprints ?? []).some((s) => s.reasons.length > 0);
  const others = shown.filter((s) => s.reasons.length === 0);

  const choose = (s: LibraryEntry) =>
    save.mutate(
      { id: undefined, step: 'select', sprintCode: s.code },
      {
        onSuccess: () => navigate(scope.paths.design),
        onError: (err) => toast({ severity: 'error', message: errorText(err, t) }),
      },
    );
  const busy = save.isPending || Boolean(active.data?.sprint);
  const cards = (list: LibraryEntry[]) => (
    <Box sx={grid}>
      {list.map((s) => (
        <LibraryCard key={s.code} sprint={s} busy={busy} onChoose={() => choose(s)} />
      ))}
    </Box>
  );
  const chip = (label: string, selected: boolean, onClick: () => void) => (
    <Chip
      key={label}
      label={label}
      onClick={onClick}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-pressed={selected}
    />
  );

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageTitle gutterBottom>{t('preDesigned.title')}</PageTitle>
      {scope.subtitle}
      {library.isPending ? (
        <SectionSkeleton lines={6} />
      ) : library.isError ? (
        <SectionError error={library.error} onRetry={() => void library.refetch()} />
      ) : (
        <>
          <Stack spacing={1.5} sx={{ mb: 3 }} component="section" aria-label={t('preDesigned.filters')}>
            <TextField
              label={t('preDesigned.search')}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              sx={{ maxWidth: 420 }}
            />
            <Stack
              sx={{ flexWrap: 'wrap' }}
              direction="row"
              spacing={1}
              useFlexGap
              role="group"
              aria-label={t('preDesigned.group')}
            >
              {chip(t('preDesigned.allGroups'), group === null, () => {
                setGroup(null);
                setCapability(null);
              })}
              {library.data.groups.map((g) =>
                chip(g.name, group === g.code, () => {
                  setGroup(g.code);
                  setCapability(null);
                }),
              )}
            </Stack>
            <Stack
              sx={{ flexWrap: 'wrap' }}
              direction="row"
              spacing={1}
              useFlexGap
              role="group"
              aria-label={t('preDesigned.capability')}
            >
              {chip(t('preDesigned.allCapabilities'), capability === null, () => setCapability(null))}
              {capabilities.map((c) => chip(c.name, capability === c.code, () => setCapability(c.code)))}
            </Stack>
            <Stack
              sx={{ flexWrap: 'wrap' }}
              direction="row"
              spacing={1}
              useFlexGap
              role="group"
              aria-label={t('preDesigned.duration')}
            >
              {chip(t('preDesigned.anyDuration'), weeks === null, () => setWeeks(null))}
              {SPRINT_DURATION_WEEKS.map((w) =>
                chip(t('weeks', { count: w }), weeks === w, () => setWeeks(w)),
              )}
            </Stack>
          </Stack>
          {shown.length === 0 && <Typography>{t('preDesigned.none')}</Typography>}
          {(recommended.length > 0 || !anyRecommended) && (
            <Box component="section" aria-labelledby="recommended-heading" sx={{ mb: 4 }}>
              <Typography id="recommended-heading" component="h2" variant="h2" gutterBottom>
                {t('preDesigned.recommended')}
              </Typography>
              {recommended.length > 0 ? (
                cards(recommended)
              ) : (
                // nothing to recommend from yet: say what makes recommendations, and lead there
                <Alert
                  severity="info"
                  action={
                    <Button component={RouterLink} to={GLA_PATH} color="inherit">
                      {t('preDesigned.takeGla')}
                    </Button>
                  }
                >
                  {t('preDesigned.noRecommendations')}
                </Alert>
              )}
            </Box>
          )}
          {others.length > 0 && (
            <Box component="section" aria-labelledby="all-heading">
              <Typography id="all-heading" component="h2" variant="h2" gutterBottom>
                {recommended.length > 0 ? t('preDesigned.more') : t('preDesigned.all')}
              </Typography>
              {cards(others)}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
