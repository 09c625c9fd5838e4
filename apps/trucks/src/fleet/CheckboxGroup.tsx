import { getIn, useFormikContext } from 'formik';
import { useTranslation } from '@freight/i18n';

/**
 * Several choices of one array field (equipment types, lanes served) as a fieldset of checkboxes, with the field's
 * error (a yup key or the server's text, e.g. 'Unknown equipment type' on `equipmentIds.1`) under the legend.
 * The kit's CheckboxField is one boolean; this is its many-values sibling, kept in the module (one user so far).
 */
export function CheckboxGroup({
  name,
  legend,
  options,
  hint,
}: {
  name: string;
  legend: string;
  options: Array<{ value: string; label: string }>;
  hint?: string;
}) {
  const { t } = useTranslation();
  const formik = useFormikContext<Record<string, unknown>>();
  const touched = getIn(formik.touched, name) !== undefined || formik.submitCount > 0;
  const raw: unknown = getIn(formik.errors, name);
  // An error on one item (`equipmentIds.1` from the server) is an array with a hole: show its first text.
  const first = Array.isArray(raw) ? raw.find((item) => typeof item === 'string') : raw;
  const error = touched && typeof first === 'string' ? t(first, { defaultValue: first }) : undefined;
  const errorId = `field-${name}-error`;
  return (
    <fieldset className="field checkbox-group" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} data-field={name}>
      <legend>{legend}</legend>
      {hint && <p className="hint">{hint}</p>}
      <div className="checkbox-group-options">
        {options.map((option) => {
          const id = `field-${name}-${option.value}`;
          const props = formik.getFieldProps({ name, type: 'checkbox', value: option.value });
          return (
            <div className="field-checkbox-row" key={option.value}>
              <input {...props} id={id} type="checkbox" value={option.value} onBlur={() => void formik.setFieldTouched(name, true)} />
              <label htmlFor={id}>{option.label}</label>
            </div>
          );
        })}
      </div>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
