import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePattern, formatDateInput, parseDateInput } from '../lib/i18n/date-input';

export type DateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  /** 'YYYY-MM-DD', '' for none, or the text typed when it is not a date (forms refuse that as "not a date") */
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/** 'TT.MM.JJJJ', 'DD/MM/YYYY', 'YYYY/MM/DD': the order and separator of the language, its own letters. */
export function useDatePlaceholder(): string {
  const { t, i18n } = useTranslation();
  const { order, separator } = datePattern(i18n.resolvedLanguage ?? i18n.language);
  return order.map((part) => t(`dateField.${part}`)).join(separator);
}

/**
 * The one date field of the web app: shows and reads the day in the interface language (not the browser's, as
 * `<input type="date">` does in Chromium) and hands the form an ISO day. A calendar button opens the browser's
 * date picker for those who prefer to point; what it picks lands in the same field.
 */
export function DateField({
  value,
  onChange,
  inputRef,
  error,
  helperText,
  onBlur,
  slotProps,
  ...rest
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const placeholder = useDatePlaceholder();
  const [text, setText] = useState(() => formatDateInput(value, language) || value);
  const [blurredInvalid, setBlurredInvalid] = useState(false);
  const emitted = useRef(value);
  const picker = useRef<HTMLInputElement>(null);

  // a value set from outside (a reset, an edit opened) or a language switch rewrites the text; typing does not
  const shownIn = useRef(language);
  useEffect(() => {
    if (value === emitted.current && shownIn.current === language) return;
    emitted.current = value;
    shownIn.current = language;
    setText(formatDateInput(value, language) || value);
  }, [value, language]);

  const emit = (next: string) => {
    emitted.current = next;
    onChange(next);
  };
  const type = (next: string) => {
    setText(next);
    setBlurredInvalid(false);
    const parsed = parseDateInput(next, language);
    emit(parsed ?? next);
  };
  const invalid = blurredInvalid && parseDateInput(text, language) === null;

  return (
    <TextField
      {...rest}
      value={text}
      onChange={(e) => type(e.target.value)}
      onBlur={(e) => {
        const parsed = parseDateInput(text, language);
        if (parsed === null) setBlurredInvalid(true);
        else if (parsed) setText(formatDateInput(parsed, language));
        onBlur?.(e);
      }}
      error={Boolean(error) || invalid}
      helperText={invalid && !error ? t('dateField.invalid', { pattern: placeholder }) : helperText}
      placeholder={placeholder}
      inputRef={inputRef}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { autoComplete: 'off', spellCheck: false, ...(slotProps?.htmlInput as object) },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                size="small"
                aria-label={t('dateField.calendar')}
                onClick={() => {
                  const native = picker.current;
                  if (!native) return;
                  native.value = parseDateInput(text, language) || '';
                  try {
                    native.showPicker();
                  } catch {
                    native.focus();
                  }
                }}
              >
                <CalendarMonthOutlined fontSize="small" />
              </IconButton>
              {/* the browser's calendar only; what is shown and typed is the field above */}
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(e) => {
                  if (!e.target.value) return;
                  setText(formatDateInput(e.target.value, language));
                  setBlurredInvalid(false);
                  emit(e.target.value);
                }}
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  border: 0,
                  padding: 0,
                  pointerEvents: 'none',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
