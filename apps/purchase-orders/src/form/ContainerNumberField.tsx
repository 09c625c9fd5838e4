import { useField } from 'formik';
import { normaliseContainerNumber } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { containerNumberProblem, expectedCheckDigit } from './schema';

/**
 * An ISO 6346 container number (owner code, category, serial, check digit), checked as it is typed: the hint under it
 * says which check digit the first ten characters call for, and whether the number is right. Once touched, the
 * schema's error (format, check digit, twice on the order) shows like any field's, with the expected digit.
 */
export function ContainerNumberField({ name, label, readOnly }: { name: string; label: string; readOnly?: boolean }) {
  const { t } = useTranslation('purchase-orders');
  // The schema's messages name their area ('purchase-orders:form.validation.…', the common 'validation.required').
  const { t: tAny } = useTranslation();
  const [field, meta, helpers] = useField<string>(name);
  const id = `field-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const value = field.value ?? '';
  const number = normaliseContainerNumber(value);
  const expected = expectedCheckDigit(value);
  const problem = number.length >= 11 ? containerNumberProblem(value) : undefined;
  const hint =
    number.length === 0
      ? t('form.containers.numberHint')
      : number.length >= 11 && !problem
        ? t('form.containers.numberOk', { number })
        : expected !== null
          ? t('form.containers.expectedDigit', { digit: expected })
          : t('form.containers.numberHint');
  const error =
    meta.touched && meta.error
      ? meta.error.endsWith('.checkDigit') && expected !== null
        ? t('form.validation.checkDigitExpected', { digit: expected, typed: number.slice(10, 11) })
        : tAny(meta.error, { defaultValue: meta.error })
      : undefined;
  return (
    <div className="field po-container-number">
      <label htmlFor={id}>{label}</label>
      <input
        {...field}
        id={id}
        type="text"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={15}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hintId}
        onBlur={(event) => {
          // Stored as the contracts normalise it: upper case, no spaces or dashes ("msku 907032-3" → MSKU9070323).
          if (!readOnly && value !== number) helpers.setValue(number);
          field.onBlur(event);
        }}
      />
      {/* The error, once shown, says it all (the expected digit too): the hint steps aside. */}
      {!error && (
        <p id={hintId} className={problem ? 'field-warning' : 'muted'} aria-live="polite">
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
