import { useEffect } from 'react';
import { setIn, useFormikContext, type FormikErrors, type FormikTouched } from 'formik';

/**
 * Puts the server's field errors (HTTP 400 `errors`, see `fieldErrorsOf`) on the enclosing Formik form's fields,
 * marking them touched so the field kit shows them. Render it inside the form; pass a new object per failure.
 * Nested paths (`stops.1.windowEnd`, as `fieldErrorsOf` keeps them) land on the nested field.
 */
export function ServerFieldErrors({ errors }: { errors: Record<string, string> | undefined }) {
  const { setErrors, setTouched, values } = useFormikContext<Record<string, unknown>>();
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    const paths = Object.keys(errors);
    const nestedRoots = new Set(paths.filter((path) => path.includes('.')).map((path) => path.split('.')[0]));
    let touched: FormikTouched<Record<string, unknown>> = Object.fromEntries(
      Object.keys(values)
        .filter((key) => !nestedRoots.has(key))
        .map((key) => [key, true]),
    );
    let nested: FormikErrors<Record<string, unknown>> = {};
    // Shorter paths first: a group's own message ('stops') before its items' ('stops.0.type'), which then win.
    for (const path of [...paths].sort((a, b) => a.length - b.length)) {
      nested = setIn(nested, path, errors[path]);
      touched = setIn(touched, path, true);
    }
    void setTouched(touched, false);
    setErrors(nested);
    // Only a new set of errors from the server applies; typing must not re-apply the old ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);
  return null;
}
