import { Form, Formik, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import { Link } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import type { CallState, ResourceEntry } from '@freight/store';
import { ErrorPanel, LoadingState } from '../feedback/states';
import { RecordNotFound } from '../feedback/RecordNotFound';
import { useDocumentTitle } from '../layout/DocumentTitle';
import { IdText } from '../text/HumanId';
import { DirtyGuard } from './DirtyGuard';
import { SubmitButton } from './SubmitButton';
import { ServerFieldErrors } from './ServerFieldErrors';
import './form.css';

export interface EntityFormPageProps<Values extends FormikValues, Record> {
  /** The page's heading ('Add address' / 'Edit address'). */
  title: string;
  /** Editing: the record's entry (`useResource`); absent when adding. */
  record?: ResourceEntry<Record> & { retry?: () => void };
  /** The form's values: `empty` when adding, `fromRecord(record)` when editing. */
  empty: Values;
  fromRecord: (record: Record) => Values;
  validationSchema: ObjectSchema<AnyObject>;
  onSubmit: (values: Values) => void;
  /** The save's state (`createCrudFeature`'s `selectSave`): busy button, server field errors. */
  save: CallState;
  /** The list this form came from (with its page and search): Cancel and the not-found page go there. */
  backTo: string;
  /** The not-found page's link text ('Back to the address book'). */
  backLabel: string;
  /** Texts of the not-found page, when the module says it its own way. */
  notFound?: { title?: string; message?: string };
  /** The form's fields. */
  children: ReactNode;
  /** Below the form (a map, related lists); rendered only once the record is there. */
  after?: ReactNode;
  headingId?: string;
}

/**
 * The add/edit page of an entity, the same everywhere: heading (also the document's title), the record loading (or a not-found page with the
 * way back, or an error with Retry), the Formik form with its yup schema, the server's field errors put on the
 * fields, Save (busy while saving) and Cancel, and the dirty guard (leaving a changed form asks first).
 */
export function EntityFormPage<Values extends FormikValues, Record>({
  title,
  record,
  empty,
  fromRecord,
  validationSchema,
  onSubmit,
  save,
  backTo,
  backLabel,
  notFound,
  children,
  after,
  headingId = 'entity-form-title',
}: EntityFormPageProps<Values, Record>) {
  const { t } = useTranslation();
  // The page's title is the document's too: without it a module's sub-page kept the module's name.
  useDocumentTitle(title);
  if (record?.status === 'failed' && record.notFound) return <RecordNotFound {...notFound} backTo={backTo} backLabel={backLabel} />;
  if (record?.status === 'failed')
    return <ErrorPanel title={t('recordNotFound.failed')} onRetry={record.retry} />;
  if (record && record.data === undefined) return <LoadingState />;
  const saving = save.status === 'pending';
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>
        <IdText>{title}</IdText>
      </h1>
      <Formik<Values>
        initialValues={record?.data !== undefined ? fromRecord(record.data) : empty}
        enableReinitialize
        validationSchema={validationSchema}
        onSubmit={(values) => onSubmit(values)}
      >
        <Form noValidate>
          <ServerFieldErrors errors={save.status === 'failed' ? save.fieldErrors : undefined} />
          <DirtyGuard />
          {children}
          <div className="form-actions">
            <SubmitButton disabled={saving} busy={saving}>
              {saving ? t('form.saving') : t('form.save')}
            </SubmitButton>
            <Link className="button button-secondary" to={backTo}>
              {t('form.cancel')}
            </Link>
          </div>
        </Form>
      </Formik>
      {after}
    </section>
  );
}
