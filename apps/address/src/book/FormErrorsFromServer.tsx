import { useAppSelector } from '@freight/store';
import { ServerFieldErrors } from '@freight/ui';
import { selectUi } from '../state';

/** Puts the save's field errors (server `errors`, the zip check) on the form's fields. */
export function FormErrorsFromServer() {
  const { save } = useAppSelector(selectUi);
  return <ServerFieldErrors errors={save.status === 'failed' ? save.fieldErrors : undefined} />;
}
