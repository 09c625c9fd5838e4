import { useEffect } from 'react';
import { useFormikContext } from 'formik';

/**
 * Puts the server's field errors (HTTP 400 `errors`, see `fieldErrorsOf`) on the enclosing Formik form's fields,
 * marking them touched so the field kit shows them. Render it inside the form; pass a new object per failure.
 */
export function ServerFieldErrors({ errors }: { errors: Record<string, string> | undefined }) {
  const { setErrors, setTouched, values } = useFormikContext<Record<string, unknown>>();
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    void setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])), false);
    setErrors(errors);
    // Only a new set of errors from the server applies; typing must not re-apply the old ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);
  return null;
}
