import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from "@freight/i18n";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
}

/**
 * The form-field kit: every form uses these so labels, error texts and ARIA wiring
 * are the same everywhere. Error values are translation keys (yup messages) or server text.
 */
export function TextField({ name, label, type = 'text', ...rest }: FieldProps) {
  const [field, meta] = useField(name);
  const { t } = useTranslation();
  const id = rest.id ?? `field-${name}`;
  const error = meta.touched && meta.error ? t(meta.error, { defaultValue: meta.error }) : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...field}
        {...rest}
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function CheckboxField({ name, label, ...rest }: FieldProps) {
  const [field, meta] = useField({ name, type: 'checkbox' });
  const { t } = useTranslation();
  const id = rest.id ?? `field-${name}`;
  return (
    <div className="field field-checkbox">
      <input {...field} {...rest} id={id} type="checkbox" />
      <label htmlFor={id}>{label}</label>
      {meta.touched && meta.error && (
        <p className="field-error" role="alert">
          {t(meta.error, { defaultValue: meta.error })}
        </p>
      )}
    </div>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: Array<{ value: string; label: string }>;
  placeholder?: string;
  disabled?: boolean;
}

export function SelectField({ name, label, options, placeholder, disabled }: SelectFieldProps) {
  const [field, meta] = useField(name);
  const { t } = useTranslation();
  const id = `field-${name}`;
  const error = meta.touched && meta.error ? t(meta.error, { defaultValue: meta.error }) : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select {...field} id={id} disabled={disabled} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextAreaField({ name, label, rows = 3 }: { name: string; label: string; rows?: number }) {
  const [field, meta] = useField(name);
  const { t } = useTranslation();
  const id = `field-${name}`;
  const error = meta.touched && meta.error ? t(meta.error, { defaultValue: meta.error }) : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea {...field} id={id} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
