import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import { useTranslation } from '@freight/i18n';
import type { CallState } from '@freight/store';
import { DirtyGuard, ErrorPanel, LoadingState, ReportDirty, ServerFieldErrors, SubmitButton } from '@freight/ui';

/**
 * A settings form that edits one record in place (the profile, the company, the defaults): the record's loading
 * state, an error with Retry when it could not be read, then the Formik form with its yup schema, the server's field
 * errors on the fields, the dirty guard, Save (busy while saving) and "Undo changes". Unlike EntityFormPage there is
 * no list to go back to: the form stays, showing the saved values.
 */
export function SettingsForm<Values extends FormikValues>({
  load,
  loadFailed,
  onRetry,
  initialValues,
  validationSchema,
  onSubmit,
  save,
  submitLabel,
  children,
  id,
}: {
  /** The record's read: loading until its data is there. */
  load?: CallState<unknown>;
  /** The error panel's title when the read failed. */
  loadFailed?: string;
  onRetry?: () => void;
  initialValues: Values;
  validationSchema: ObjectSchema<AnyObject>;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => void;
  save: CallState<unknown>;
  submitLabel?: string;
  children: ReactNode;
  id?: string;
}) {
  const { t } = useTranslation();
  if (load && load.data === undefined) {
    if (load.status === 'failed') return <ErrorPanel title={loadFailed ?? t('errors.fallback')} message={load.errorText} onRetry={onRetry} />;
    return <LoadingState />;
  }
  const saving = save.status === 'pending';
  return (
    <Formik<Values> initialValues={initialValues} enableReinitialize validationSchema={validationSchema} onSubmit={onSubmit}>
      {({ dirty, resetForm }) => (
        <Form noValidate id={id}>
          <ServerFieldErrors errors={save.status === 'failed' ? save.fieldErrors : undefined} />
          <DirtyGuard />
          <ReportDirty />
          <ResetAfterSave save={save} reset={() => resetForm()} />
          {children}
          <div className="form-actions">
            <SubmitButton disabled={saving} busy={saving}>
              {saving ? t('form.saving') : (submitLabel ?? t('form.save'))}
            </SubmitButton>
            {dirty && !saving && (
              <button type="button" className="button button-secondary" onClick={() => resetForm()}>
                {t('form.cancel')}
              </button>
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}


/**
 * After a save that succeeded (a new `save` object with status succeeded), the form shows the saved record (its new
 * initial values: not "changed" any more), or empties itself when its initial values are empty (the password form).
 */
function ResetAfterSave({ save, reset }: { save: CallState<unknown>; reset: () => void }) {
  const last = useRef(save);
  useEffect(() => {
    if (save !== last.current && save.status === 'succeeded') reset();
    last.current = save;
  }, [save, reset]);
  return null;
}
