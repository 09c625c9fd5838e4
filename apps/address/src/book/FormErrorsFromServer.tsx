import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { useAppSelector } from '@freight/store';
import { selectUi } from '../state';

/** Puts the save's field errors (server `errors`, the zip check) on the form's fields. */
export function FormErrorsFromServer() {
  const { setErrors, setTouched, values } = useFormikContext<Record<string, unknown>>();
  const { save } = useAppSelector(selectUi);
  useEffect(() => {
    const fields = Object.keys(save.fieldErrors);
    if (save.status !== 'failed' || fields.length === 0) return;
    void setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])), false);
    setErrors(save.fieldErrors);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [save]);
  return null;
}
