import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ErrorPanel, LoadingState } from '@freight/ui';
import { useResource } from '../resources';
import { saveRequested, type EntityKind } from '../sagas';
import { selectUi, uiActions } from '../state';

/** An optional text of a form: trimmed, and null when empty (the API's shape). */
export const orNull = (value: string) => (value.trim() ? value.trim() : null);

/**
 * What the add/edit pages of addresses, lanes and warehouses share: the record to edit (from `:id`),
 * a gate while it loads or when it is not found, and the submit that hands the values to the saga.
 */
export function useEntityForm<K extends EntityKind>(kind: K) {
  const { id } = useParams();
  const { t } = useTranslation('address');
  const dispatch = useAppDispatch();
  const detail = useResource(kind, id);
  useEffect(() => {
    // The zip check waits for the maps provider (addresses and warehouses have postal codes).
    if (kind !== 'lane') dispatch(uiActions.mapsRequested());
    dispatch(uiActions.saveFinished());
  }, [dispatch, kind]);
  let gate: ReactNode = null;
  if (id && detail.status === 'loading' && !detail.data) gate = <LoadingState />;
  else if (id && detail.status === 'failed') gate = <ErrorPanel title={t('notFound')} />;
  return {
    id,
    record: id ? detail.data : undefined,
    gate,
    submit: (values: Parameters<typeof saveRequested>[1]) => {
      dispatch(saveRequested(kind, values, id));
    },
  };
}

/** Save (busy while saving) and Cancel back to the list. */
export function FormActions({ cancelTo }: { cancelTo: string }) {
  const { t } = useTranslation('address');
  const { save } = useAppSelector(selectUi);
  return (
    <div className="form-actions">
      <button type="submit" className="button" disabled={save.status === 'saving'}>
        {save.status === 'saving' ? t('saving') : t('save')}
      </button>
      <Link className="button button-secondary" to={cancelTo}>
        {t('cancel')}
      </Link>
    </div>
  );
}
