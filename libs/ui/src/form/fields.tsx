import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from '@freight/i18n';
import './form.css';

/**
 * The form-field kit: every form uses these so labels, error texts and ARIA wiring are the same everywhere. Error
 * values are translation keys (yup messages) or server text. Every kind ties its error to the control:
 * `aria-invalid` and `aria-describedby` → the error's id (`field-<name>-error`), checkboxes included.
 */
function useFieldError(name: string, id: string, type?: string) {
  const [field, meta] = useField(type ? { name, type } : name);
  const { t } = useTranslation();
  const error = meta.touched && meta.error ? t(meta.error, { defaultValue: meta.error }) : undefined;
  const errorId = `${id}-error`;
  return {
    field,
    error,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined },
    message: error ? <FieldError id={errorId}>{error}</FieldError> : null,
  };
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
  const { field, aria, message } = useFieldError(name, id);
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
  const { field, aria, message } = useFieldError(name, id, 'checkbox');
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
  const { field, aria, message } = useFieldError(name, id);
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

export function TextAreaField({ name, label, rows = 3 }: { name: string; label: string; rows?: number }) {
  const id = `field-${name}`;
  const { field, aria, message } = useFieldError(name, id);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea {...field} id={id} rows={rows} {...aria} />
      {message}
    </div>
  );
}
