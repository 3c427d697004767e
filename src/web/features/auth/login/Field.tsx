import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** shown under the input; with `invalid` it is the error */
  helperText?: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input with its helper or error text (the sign-in screens' TextField). */
export function Field({ label, helperText, invalid, inputRef, required, type, ...input }: FieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={`lean-field${invalid ? ' invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      <div className="lean-input-row">
        <input
          {...input}
          id={id}
          ref={inputRef}
          type={isPassword && shown ? 'text' : type}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={helperId}
        />
        {isPassword && (
          <button
            type="button"
            className="lean-toggle"
            aria-pressed={shown}
            aria-label={t('login.showPassword')}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? t('login.hide') : t('login.show')}
          </button>
        )}
      </div>
      {helperText && (
        <p className="lean-helper" id={helperId}>
          {helperText}
        </p>
      )}
    </div>
  );
}
