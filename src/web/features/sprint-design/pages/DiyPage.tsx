import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SPRINT_TEXT_LIMITS } from '../../../../shared/contracts/sprint-design-calls';
import { errorText } from '../../../lib/api/error-text';
import { PageTitle } from '../../../ui/PageTitle';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { type EditableItem, ItemsEditor, itemsBody, itemsValid, newItem } from '../components/ItemsEditor';
import { useDesignScope, useScopedKey } from '../scope';

/** /sprint-library/diy: a sprint of the person's own: label, description, 1-3 actions, behaviours, outcomes. */
export default function DiyPage() {
  const { t } = useTranslation('sprint-design');
  const sk = useScopedKey();
  usePageTitle(t(sk('diy.title')));
  const navigate = useNavigate();
  const scope = useDesignScope();
  const save = scope.useSave();
  const [label, setLabel] = useState('');
  const [description, setDescription] = useState('');
  const [actions, setActions] = useState<EditableItem[]>([newItem()]);
  const [behaviours, setBehaviours] = useState<EditableItem[]>([newItem()]);
  const [outcomes, setOutcomes] = useState<EditableItem[]>([newItem()]);
  const [showErrors, setShowErrors] = useState(false);

  const submit = () => {
    setShowErrors(true);
    if (!label.trim() || ![actions, behaviours, outcomes].every(itemsValid)) return;
    save.mutate(
      {
        step: 'select',
        custom: { label: label.trim(), description: description.trim() || null },
        actions: itemsBody(actions),
        behaviours: itemsBody(behaviours),
        outcomes: itemsBody(outcomes),
      },
      {
        onSuccess: () => navigate(scope.paths.design),
        onError: (err) => toast({ severity: 'error', message: errorText(err, t) }),
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
      sx={{ maxWidth: 840 }}
    >
      <PageTitle gutterBottom>{t(sk('diy.title'))}</PageTitle>
      {scope.subtitle}
      <Typography sx={{ mb: 3 }}>{t(sk('diy.intro'))}</Typography>
      <TextField
        fullWidth
        required
        label={t('diy.label')}
        value={label}
        onChange={(e) => setLabel(e.target.value)}
        error={showErrors && !label.trim()}
        helperText={showErrors && !label.trim() ? t('items.required') : ' '}
        slotProps={{ htmlInput: { maxLength: SPRINT_TEXT_LIMITS.sprintLabel } }}
        sx={{ mb: 2 }}
      />
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t(sk('diy.description'))}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        slotProps={{ htmlInput: { maxLength: SPRINT_TEXT_LIMITS.sprintDescription } }}
        sx={{ mb: 3 }}
      />
      <ItemsEditor kind="actions" items={actions} onChange={setActions} showErrors={showErrors} />
      <ItemsEditor kind="behaviours" items={behaviours} onChange={setBehaviours} showErrors={showErrors} />
      <ItemsEditor kind="outcomes" items={outcomes} onChange={setOutcomes} showErrors={showErrors} />
      <Button type="submit" variant="contained" disabled={save.isPending}>
        {t('diy.continue')}
      </Button>
    </Box>
  );
}
