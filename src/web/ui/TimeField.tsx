import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeInput, parseTimeInput, timePattern } from '../lib/i18n/date-input';

export type TimeFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  /** 'HH:MM', '' for none, or the text typed when it is not a time */
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/** A time of day written as the interface language writes it ('2:05 PM', '14:05', '14.05'); the value is 'HH:MM'. */
export function TimeField({
  value,
  onChange,
  inputRef,
  error,
  helperText,
  onBlur,
  slotProps,
  ...rest
}: TimeFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { twelveHour, separator } = timePattern(language);
  const placeholder = twelveHour ? t('dateField.time12') : t('dateField.time24', { separator });
  const [text, setText] = useState(() => formatTimeInput(value, language) || value);
  const [blurredInvalid, setBlurredInvalid] = useState(false);
  const emitted = useRef(value);
  const shownIn = useRef(language);
  useEffect(() => {
    if (value === emitted.current && shownIn.current === language) return;
    emitted.current = value;
    shownIn.current = language;
    setText(formatTimeInput(value, language) || value);
  }, [value, language]);
  const invalid = blurredInvalid && parseTimeInput(text) === null;
  return (
    <TextField
      {...rest}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        setBlurredInvalid(false);
        const next = parseTimeInput(e.target.value) ?? e.target.value;
        emitted.current = next;
        onChange(next);
      }}
      onBlur={(e) => {
        const parsed = parseTimeInput(text);
        if (parsed === null) setBlurredInvalid(true);
        else if (parsed) setText(formatTimeInput(parsed, language));
        onBlur?.(e);
      }}
      error={Boolean(error) || invalid}
      helperText={invalid && !error ? t('dateField.timeInvalid', { pattern: placeholder }) : helperText}
      placeholder={placeholder}
      inputRef={inputRef}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { autoComplete: 'off', spellCheck: false, ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
