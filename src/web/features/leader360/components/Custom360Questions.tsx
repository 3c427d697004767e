import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Custom360Definition } from '../../../../shared/contracts/leader360';
import { CAPABILITY_CODES, LANGUAGES, type Language } from '../../../../shared/enums';
import { errorText } from '../../../lib/api/error-text';
import { currentLanguage } from '../../../lib/i18n';
import { useCapabilityName } from '../../../lib/i18n/capability-names';
import { languageNameIn } from '../../../lib/i18n/languages';
import { toast } from '../../../ui/toasts';
import { leader360Api as api } from '../api/calls';

type Own = { code: string; capability: string; text: Partial<Record<Language, string>> };

/**
 * The console's Custom 360 questions (decision 0047; the settings page places it under the on/off switch and the
 * name): bank behaviours by capability, and the organisation's own questions in the languages it writes.
 */
export function Custom360Questions() {
  const lng = currentLanguage();
  const definition = useQuery({
    queryKey: ['leader360', 'custom-definition', lng],
    queryFn: () => api.customDefinition(lng),
  });
  if (definition.isError) return <Alert severity="error">{errorText(definition.error)}</Alert>;
  if (!definition.data) return null;
  return <Editor definition={definition.data} lng={lng} />;
}

function Editor({ definition, lng }: { definition: Custom360Definition; lng: Language }) {
  const { t } = useTranslation('leader360');
  const capability = useCapabilityName();
  const qc = useQueryClient();
  const [chosen, setChosen] = useState(new Set(definition.itemCodes));
  const [own, setOwn] = useState<Own[]>(definition.ownItems);
  useEffect(() => {
    setChosen(new Set(definition.itemCodes));
    setOwn(definition.ownItems);
  }, [definition]);
  const save = useMutation({
    mutationFn: () =>
      api.saveCustomDefinition(lng, {
        itemCodes: definition.bank.map((b) => b.code).filter((c) => chosen.has(c)),
        ownItems: own.map((o, i) => ({ ...o, code: `OWN-${i + 1}` })),
      }),
    onSuccess: (saved) => {
      qc.setQueryData(['leader360', 'custom-definition', lng], saved);
      toast({ message: t('custom.saved') });
    },
    onError: (e) => toast({ message: errorText(e), severity: 'error' }),
  });
  const toggle = (code: string, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });
  const setOwnAt = (i: number, patch: Partial<Own>) =>
    setOwn((list) => list.map((o, k) => (k === i ? { ...o, ...patch } : o)));
  const count = chosen.size + own.length;

  return (
    <Paper
      component="section"
      aria-labelledby="custom360-heading"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640, mt: 3 }}
    >
      <Typography id="custom360-heading" component="h2" variant="h6">
        {t('custom.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('custom.intro')}
      </Typography>
      {!definition.enabled && <Alert severity="info">{t('custom.off')}</Alert>}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        {t('custom.bank')}
      </Typography>
      {CAPABILITY_CODES.map((cap) => (
        <Box key={cap} component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
          <Typography component="legend" variant="subtitle2">
            {capability(cap)}
          </Typography>
          {definition.bank
            .filter((b) => b.capability === cap)
            .map((b) => (
              <FormControlLabel
                key={b.code}
                sx={{ display: 'flex', alignItems: 'flex-start', ml: 0 }}
                control={
                  <Checkbox
                    size="small"
                    checked={chosen.has(b.code)}
                    onChange={(e) => toggle(b.code, e.target.checked)}
                    sx={{ pt: 0.25 }}
                  />
                }
                label={b.text}
              />
            ))}
        </Box>
      ))}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        {t('custom.own')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('custom.ownHelp')}
      </Typography>
      {own.map((o, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: own questions are numbered by their place
        <Stack key={i} spacing={1} sx={{ mt: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <TextField
            select
            size="small"
            label={t('custom.capability')}
            value={o.capability}
            onChange={(e) => setOwnAt(i, { capability: e.target.value })}
          >
            {CAPABILITY_CODES.map((c) => (
              <MenuItem key={c} value={c}>
                {capability(c)}
              </MenuItem>
            ))}
          </TextField>
          {LANGUAGES.map((l) => (
            <TextField
              key={l}
              size="small"
              required={l === 'en'}
              label={t('custom.ownText', { language: languageNameIn(l, lng) })}
              value={o.text[l] ?? ''}
              onChange={(e) => setOwnAt(i, { text: { ...o.text, [l]: e.target.value } })}
              slotProps={{ htmlInput: { maxLength: 300, lang: l } }}
            />
          ))}
          <Box>
            <Button color="error" onClick={() => setOwn((list) => list.filter((_, k) => k !== i))}>
              {t('custom.remove')}
            </Button>
          </Box>
        </Stack>
      ))}
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          onClick={() =>
            setOwn((list) => [...list, { code: '', capability: CAPABILITY_CODES[0]!, text: {} }])
          }
        >
          {t('custom.addOwn')}
        </Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
          {t('custom.save')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('custom.count', { count })}
        </Typography>
      </Stack>
    </Paper>
  );
}
