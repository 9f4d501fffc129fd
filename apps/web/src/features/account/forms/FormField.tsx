// The account forms' fields: a label, a native input (react-hook-form registers it), an optional action
// beside it, and the translated validation message under it.
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  testId: string;
  /** The validation message: an i18n key (`validation.*`, `errors.*`, `web.*`). */
  error?: string;
  hint?: string;
  suffix?: ReactNode;
}

export function FormField({ label, registration, testId, error, hint, suffix, ...input }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          data-testid={testId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          {...input}
          {...registration}
        />
        {suffix ? <div className="field__suffix">{suffix}</div> : null}
      </div>
      {error ? (
        <p className="field__error" id={messageId} role="alert" data-testid={`${testId}-error`}>
          {t(error)}
        </p>
      ) : hint ? (
        <p className="field__hint" id={messageId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField(props: Omit<FormFieldProps, 'type' | 'suffix'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <FormField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      suffix={
        <button
          type="button"
          className="field__icon"
          aria-label={t(shown ? 'web.account.fields.hidePassword' : 'web.account.fields.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOutline /> : <EyeInvisibleOutline />}
        </button>
      }
    />
  );
}

/** A checkbox with its label (e.g. the terms), and its translated message. */
export function CheckboxField({
  registration,
  testId,
  error,
  children,
}: {
  registration: UseFormRegisterReturn;
  testId: string;
  error?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`field field--check${error ? ' field--error' : ''}`}>
      <div className="check">
        <input id={id} type="checkbox" className="check__box" data-testid={testId} {...registration} />
        <label className="check__label" htmlFor={id}>
          {children}
        </label>
      </div>
      {error ? (
        <p className="field__error" role="alert" data-testid={`${testId}-error`}>
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
