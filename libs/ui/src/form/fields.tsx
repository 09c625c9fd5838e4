import { useField, useFormikContext } from 'formik';
import { useEffect, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '@freight/i18n';
import { fieldErrorText } from './messages';
import './form.css';

/**
 * The form-field kit: every form uses these so labels, error texts and ARIA wiring are the same everywhere. Error
 * values are translation keys (yup messages) or server text. Every kind ties its error to the control:
 * `aria-invalid` and `aria-describedby` → the error's id (`field-<name>-error`), checkboxes included. An
 * `aria-describedby` given to the field (a hint's id) is kept, the error's id after it.
 */
function useFieldError(name: string, id: string, type?: string, describedBy?: string) {
  const [field, meta] = useField(type ? { name, type } : name);
  const { t } = useTranslation();
  const error = meta.touched && meta.error ? fieldErrorText(t, meta.error) : undefined;
  const errorId = `${id}-error`;
  useFocusFirstError(id, Boolean(error));
  return {
    field,
    error,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined },
    message: error ? <FieldError id={errorId}>{error}</FieldError> : null,
  };
}

/** The submit attempt (Formik's submitCount) whose first error each form has focused already. */
const focusedAttempt = new WeakMap<HTMLFormElement, number>();

/**
 * A submit that validation stops moves the focus to the form's first invalid control (in the page's order), so the
 * keyboard user lands on what to fix. Every field of the kit takes part: whichever one renders with an error after
 * the attempt focuses the form's first `aria-invalid` control, once per attempt.
 */
function useFocusFirstError(id: string, invalid: boolean) {
  const { submitCount, isSubmitting } = useFormikContext();
  useEffect(() => {
    if (!invalid || isSubmitting || submitCount === 0) return;
    const form = (document.getElementById(id) as HTMLInputElement | null)?.form;
    if (!form || focusedAttempt.get(form) === submitCount) return;
    focusedAttempt.set(form, submitCount);
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [id, invalid, isSubmitting, submitCount]);
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="field-error" id={id} role="alert">
      {children}
    </p>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
}

export function TextField({ name, label, type = 'text', ...rest }: FieldProps) {
  const id = rest.id ?? `field-${name}`;
  const { field, aria, message } = useFieldError(name, id, undefined, rest['aria-describedby']);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input {...field} {...rest} id={id} type={type} {...aria} />
      {message}
    </div>
  );
}

export function CheckboxField({ name, label, ...rest }: Omit<FieldProps, 'label'> & { label: ReactNode }) {
  const id = rest.id ?? `field-${name}`;
  const { field, aria, message } = useFieldError(name, id, 'checkbox', rest['aria-describedby']);
  return (
    <div className="field field-checkbox">
      <div className="field-checkbox-row">
        <input {...field} {...rest} id={id} type="checkbox" {...aria} />
        <label htmlFor={id}>{label}</label>
      </div>
      {message}
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string;
  label: string;
  options: Array<{ value: string; label: string }>;
  placeholder?: string;
}

export function SelectField({ name, label, options, placeholder, ...rest }: SelectFieldProps) {
  const id = rest.id ?? `field-${name}`;
  const { field, aria, message } = useFieldError(name, id, undefined, rest['aria-describedby']);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select {...field} {...rest} id={id} {...aria}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {message}
    </div>
  );
}

/**
 * "412 of 500 characters": the limit of a text shown under its field, so a text that reaches it is not cut without
 * a word. Tie it to the control with `aria-describedby={id}`.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="field-hint character-count">
      {t('form.characterCount', { count: length, max })}
    </p>
  );
}

/**
 * A text of several lines; with `maxLength`, typing stops at the limit and the count of characters is shown. An
 * `aria-describedby` (a hint's id) is kept beside the count and the error.
 */
export function TextAreaField({
  name,
  label,
  rows = 3,
  maxLength,
  'aria-describedby': hint,
}: {
  name: string;
  label: string;
  rows?: number;
  maxLength?: number;
  'aria-describedby'?: string;
}) {
  const id = `field-${name}`;
  const { field, aria, message } = useFieldError(name, id, undefined, hint);
  const countId = `${id}-count`;
  const describedBy = [aria['aria-describedby'], maxLength ? countId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea {...field} id={id} rows={rows} maxLength={maxLength} {...aria} aria-describedby={describedBy} />
      {maxLength !== undefined && <CharacterCount id={countId} length={String(field.value ?? '').length} max={maxLength} />}
      {message}
    </div>
  );
}
