import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'error'> {
  label: string;
  helperText?: string;
  error?: boolean;
}

/**
 * A labelled outlined text input. Lighter than MUI's TextField (which always brings Select, Menu and
 * Modal along), so the sign-in page stays small.
 */
export function TextInput({ label, helperText, error, id, fullWidth, required, ...input }: TextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  return (
    <FormControl fullWidth={fullWidth} error={error} variant="outlined">
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        label={label}
        aria-describedby={helperId}
        inputProps={{
          ...input.inputProps,
          'aria-required': required || undefined,
          'aria-invalid': error || undefined,
        }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
