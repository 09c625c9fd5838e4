import { Form, Formik, useFormikContext, type FormikValues } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import { Link } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import type { CallState, ResourceEntry } from '@freight/store';
import { ErrorPanel, LoadingState } from '../feedback/states';
import { RecordNotFound } from '../feedback/RecordNotFound';
import { useDocumentTitle } from '../layout/DocumentTitle';
import { IdText } from '../text/HumanId';
import { DirtyGuard } from './DirtyGuard';
import { ReportDirty } from './GuardedSwitch';
import { SubmitButton } from './SubmitButton';
import { ServerFieldErrors } from './ServerFieldErrors';
import './form.css';

/** The record a form edits, as the page reads it: a resource cache's entry (`useResource`) or a call's state. */
export type FormRecord<Record> = Pick<ResourceEntry<Record>, 'data' | 'notFound'> & {
  status: ResourceEntry<Record>['status'] | CallState<Record>['status'];
  /** Why the read failed, in the server's words (a call's state has it). */
  errorText?: string;
  retry?: () => void;
};

/**
 * Where the form goes: back to a list (`backTo`; Cancel and the not-found page go there), or nowhere, for a record
 * edited in place (a settings screen): Cancel, shown once something changed, undoes the changes, and a save that
 * succeeded shows the saved values as unchanged.
 */
type Way = { backTo: string; backLabel: string } | { backTo?: undefined; backLabel?: undefined };

/**
 * The form's values: `empty` when adding, `fromRecord(record)` when editing. A form that only ever edits a record
 * read on the page (a settings screen) needs no `empty`: it shows the form once the record is there.
 */
type Start<Values, Record> =
  { empty: Values; fromRecord?: (record: Record) => Values } | { empty?: undefined; record: FormRecord<Record>; fromRecord: (record: Record) => Values };

export type EntityFormPageProps<Values extends FormikValues, Record> = Way &
  Start<Values, Record> & {
    /**
     * The page's heading ('Add address' / 'Edit address'), also the document's title. Omitted for a form inside a page
     * that has its own heading (a settings tab).
     */
    title?: string;
    /** Editing: the record's entry or read; absent when adding (or when there is nothing to read). */
    record?: FormRecord<Record>;
    validationSchema: ObjectSchema<AnyObject>;
    onSubmit: (values: Values) => void;
    /** The save's state (`createCrudFeature`'s `selectSave`, a calls slice's): busy button, server field errors. */
    save: CallState;
    /** The Save button's text when it says more than 'Save' ('Change password'). */
    submitLabel?: string;
    /** Texts of the not-found page, when the module says it its own way. */
    notFound?: { title?: string; message?: string };
    /** The error panel's title when the record could not be read, when the module says it its own way. */
    loadFailed?: string;
    /** The form's fields. */
    children: ReactNode;
    /** Above and below the form (a logo, a map, related lists); rendered only once the record is there. */
    before?: ReactNode;
    after?: ReactNode;
    headingId?: string;
    /** The `<form>`'s id. */
    formId?: string;
  };

/**
 * The add/edit form of an entity, the same everywhere: heading (also the document's title), the record loading (or a
 * not-found page with the way back, or an error with Retry), the Formik form with its yup schema, the server's field
 * errors put on the fields, Save (busy while saving) and Cancel, the dirty guard (leaving a changed form asks first,
 * and so does a tab switch of `useGuardedSwitch`).
 */
export function EntityFormPage<Values extends FormikValues, Record>({
  title,
  record,
  empty,
  fromRecord,
  validationSchema,
  onSubmit,
  save,
  submitLabel,
  backTo,
  backLabel,
  notFound,
  loadFailed,
  children,
  before,
  after,
  headingId = 'entity-form-title',
  formId,
}: EntityFormPageProps<Values, Record>) {
  const { t } = useTranslation();
  // The page's title is the document's too: without it a module's sub-page kept the module's name.
  useDocumentTitle(title);
  if (record?.status === 'failed' && record.notFound && backTo !== undefined) return <RecordNotFound {...notFound} backTo={backTo} backLabel={backLabel} />;
  if (record?.status === 'failed') return <ErrorPanel title={loadFailed ?? t('recordNotFound.failed')} message={record.errorText} onRetry={record.retry} />;
  if (record && record.data === undefined) return <LoadingState />;
  const saving = save.status === 'pending';
  const form = (
    <Formik<Values>
      // Without the record's data there is an `empty` (the record's loading state was shown above otherwise).
      initialValues={record?.data !== undefined && fromRecord ? fromRecord(record.data) : (empty as Values)}
      enableReinitialize
      validationSchema={validationSchema}
      onSubmit={(values) => onSubmit(values)}
    >
      {({ dirty, resetForm }) => (
        <Form noValidate id={formId}>
          <ServerFieldErrors errors={save.status === 'failed' ? save.fieldErrors : undefined} />
          <DirtyGuard />
          <ReportDirty />
          {backTo === undefined && <ShowSaved save={save} />}
          {children}
          <div className="form-actions">
            <SubmitButton disabled={saving} busy={saving}>
              {saving ? t('form.saving') : (submitLabel ?? t('form.save'))}
            </SubmitButton>
            {backTo !== undefined ? (
              <Link className="button button-secondary" to={backTo}>
                {t('form.cancel')}
              </Link>
            ) : (
              dirty &&
              !saving && (
                <button type="button" className="button button-secondary" onClick={() => resetForm()}>
                  {t('form.cancel')}
                </button>
              )
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
  const body = (
    <>
      {before}
      {form}
      {after}
    </>
  );
  if (title === undefined) return body;
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>
        <IdText>{title}</IdText>
      </h1>
      {body}
    </section>
  );
}

/**
 * A record edited in place, after a save that succeeded (a new `save` with status succeeded): the form shows the
 * saved values as its new unchanged ones, or empties itself when its values start empty (the password form).
 */
function ShowSaved({ save }: { save: CallState }) {
  const { resetForm } = useFormikContext();
  const last = useRef(save);
  useEffect(() => {
    if (save !== last.current && save.status === 'succeeded') resetForm();
    last.current = save;
  }, [save, resetForm]);
  return null;
}
