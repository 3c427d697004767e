import Box from '@mui/material/Box';
import { useState } from 'react';
import { editable, ItemsEditor, itemsBody, itemsValid } from '../components/ItemsEditor';
import { StepActions } from './StepActions';
import type { StepProps } from './step-props';

/** Review: edit, add, remove and reorder the actions, behaviours and outcomes (1-3 each). */
export function ReviewStep({ design, save, busy, onBack }: StepProps) {
  const [actions, setActions] = useState(() => editable(design.actions));
  const [behaviours, setBehaviours] = useState(() => editable(design.behaviours));
  const [outcomes, setOutcomes] = useState(() => editable(design.outcomes));
  const [showErrors, setShowErrors] = useState(false);
  const submit = () => {
    setShowErrors(true);
    if (![actions, behaviours, outcomes].every(itemsValid)) return;
    save({
      step: 'review',
      actions: itemsBody(actions),
      behaviours: itemsBody(behaviours),
      outcomes: itemsBody(outcomes),
    });
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
      <ItemsEditor kind="actions" items={actions} onChange={setActions} showErrors={showErrors} />
      <ItemsEditor kind="behaviours" items={behaviours} onChange={setBehaviours} showErrors={showErrors} />
      <ItemsEditor kind="outcomes" items={outcomes} onChange={setOutcomes} showErrors={showErrors} />
      <StepActions onBack={onBack} busy={busy} />
    </Box>
  );
}
