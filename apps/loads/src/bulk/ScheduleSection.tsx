import { useEffect, useMemo } from 'react';
import { Field, Form, Formik, useFormikContext } from 'formik';
import { SCHEDULE_MAX_OCCURRENCES } from '@freight/contracts';
import { AddressPicker } from '@freight/address';
import { useModuleAccess, type ModuleAccess } from '@freight/auth';
import { equipmentLabel, localeOf, useTranslation } from '@freight/i18n';
import { Link } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ErrorPanel, HumanId, LoadingState, SelectField, ServerFieldErrors, TextField } from '@freight/ui';
import { formatDay, formatTimeOfDay } from '../format';
import { paths } from '../paths';
import { useResource } from '../resources';
import { emptySchedule, previewDates, previewEndedDates, scheduleSchema, type ScheduleFormValues } from './schedule';
import { bulkActions, selectRecentLoads, selectScheduleCall } from './state';

const WEEKDAY_VALUES = ['1', '2', '3', '4', '5', '6', '7'] as const;
/** Dates shown in the preview before "and N more". */
const PREVIEW_SHOWN = 12;

/** A day (YYYY-MM-DD) in the user's language: "Mon, Mar 1, 2027". */
const dayLabel = (date: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

function CopyPicker() {
  const { t, i18n } = useTranslation('loads');
  const dispatch = useAppDispatch();
  const recent = useAppSelector(selectRecentLoads);
  useEffect(() => {
    if (recent.status === 'idle') dispatch(bulkActions.recentRequested());
  }, [dispatch, recent.status]);
  if (recent.status === 'loading' || recent.status === 'idle') return <LoadingState label={t('bulk.schedule.copyLoading')} />;
  if (recent.status === 'failed') return <ErrorPanel title={t('bulk.schedule.copyFailed')} onRetry={() => dispatch(bulkActions.recentRequested())} />;
  if (recent.items.length === 0) return <p className="muted">{t('bulk.schedule.copyEmpty')}</p>;
  return (
    <SelectField
      name="copyLoadUuid"
      label={t('bulk.schedule.copyLoad')}
      placeholder={t('bulk.schedule.copyChoose')}
      options={recent.items.map((load) => ({
        value: load._id,
        label: `${load.loadId} — ${load.origin.city}, ${load.origin.state} → ${load.destination.city}, ${load.destination.state} (${formatDay(load.pickupDate, i18n.language)})`,
      }))}
    />
  );
}

function TemplateFields({ book }: { book: ModuleAccess }) {
  const { t } = useTranslation('loads');
  const { values, setFieldValue } = useFormikContext<ScheduleFormValues>();
  // Without the address book the only template is a copy of a load (no address look-up, no 403): shown as such from
  // the first render on, before the form's value follows, so the pickers never mount even for a moment.
  useEffect(() => {
    if (book === 'no' && values.source === 'form') void setFieldValue('source', 'copy');
  }, [book, values.source, setFieldValue]);
  const source = book === 'no' ? 'copy' : values.source;
  const equipment = useResource('equipment', 'all');
  return (
    <fieldset className="bulk-fieldset">
      <legend>{t('bulk.schedule.templateTitle')}</legend>
      <div className="bulk-radios" role="radiogroup" aria-label={t('bulk.schedule.templateTitle')}>
        <label>
          <Field type="radio" name="source" value="form" disabled={book === 'no'} /> {t('bulk.schedule.sourceForm')}
        </label>
        <label>
          <Field type="radio" name="source" value="copy" /> {t('bulk.schedule.sourceCopy')}
        </label>
      </div>
      {book === 'no' && <p className="muted">{t('bulk.schedule.formNeedsAddress')}</p>}
      {source === 'copy' ? (
        <>
          <CopyPicker />
          <p className="muted">{t('bulk.schedule.copyHint')}</p>
        </>
      ) : book === 'loading' ? (
        <LoadingState />
      ) : (
        <>
          <div className="form-grid">
            <AddressPicker name="originId" label={t('bulk.schedule.origin')} searchLabel={t('bulk.schedule.searchOrigin')} />
            <AddressPicker name="destinationId" label={t('bulk.schedule.destination')} searchLabel={t('bulk.schedule.searchDestination')} />
          </div>
          <div className="form-grid">
            <SelectField
              name="equipmentTypeId"
              label={t('bulk.schedule.equipment')}
              placeholder={t('bulk.schedule.anyEquipment')}
              options={(equipment.data ?? []).map((type) => ({ value: type._id, label: equipmentLabel(t, type) }))}
            />
            <TextField name="commodity" label={t('bulk.schedule.commodity')} />
            <TextField name="weight" label={t('bulk.schedule.weight')} inputMode="decimal" />
            <SelectField
              name="weightUnit"
              label={t('bulk.schedule.weightUnit')}
              options={[
                { value: 'lbs', label: 'lbs' },
                { value: 'kg', label: 'kg' },
              ]}
            />
            <TextField name="rate" label={t('bulk.schedule.rate')} inputMode="decimal" />
            <TextField name="referenceNumber" label={t('bulk.schedule.reference')} />
          </div>
          <div className="form-grid">
            <TextField name="pickupFrom" type="time" label={t('bulk.schedule.pickupFrom')} />
            <TextField name="pickupTo" type="time" label={t('bulk.schedule.pickupTo')} />
            <TextField name="transitDays" label={t('bulk.schedule.transitDays')} inputMode="numeric" />
            <TextField name="deliveryFrom" type="time" label={t('bulk.schedule.deliveryFrom')} />
            <TextField name="deliveryTo" type="time" label={t('bulk.schedule.deliveryTo')} />
          </div>
        </>
      )}
    </fieldset>
  );
}

function RecurrenceFields() {
  const { t } = useTranslation('loads');
  const { values, errors, touched } = useFormikContext<ScheduleFormValues>();
  const weekdaysError = touched.weekdays && typeof errors.weekdays === 'string' ? errors.weekdays : undefined;
  return (
    <fieldset className="bulk-fieldset">
      <legend>{t('bulk.schedule.repeatTitle')}</legend>
      <fieldset className="bulk-weekdays" aria-describedby={weekdaysError ? 'bulk-weekdays-error' : undefined}>
        <legend>{t('bulk.schedule.weekdays')}</legend>
        {WEEKDAY_VALUES.map((day) => (
          <label key={day} className="bulk-weekday">
            <Field type="checkbox" name="weekdays" value={day} /> {t(`bulk.schedule.day.${day}`)}
          </label>
        ))}
        {weekdaysError && (
          <p className="field-error" id="bulk-weekdays-error" role="alert">
            {t(weekdaysError, { defaultValue: weekdaysError })}
          </p>
        )}
      </fieldset>
      <div className="form-grid">
        <TextField name="everyWeeks" label={t('bulk.schedule.everyWeeks')} inputMode="numeric" />
        <TextField name="startDate" type="date" label={t('bulk.schedule.startDate')} />
      </div>
      <div className="bulk-radios" role="radiogroup" aria-label={t('bulk.schedule.endBy')}>
        <label>
          <Field type="radio" name="endBy" value="count" /> {t('bulk.schedule.endByCount')}
        </label>
        <label>
          <Field type="radio" name="endBy" value="date" /> {t('bulk.schedule.endByDate')}
        </label>
      </div>
      <div className="form-grid">
        {values.endBy === 'count' ? (
          <TextField name="count" label={t('bulk.schedule.count', { max: SCHEDULE_MAX_OCCURRENCES })} inputMode="numeric" />
        ) : (
          <TextField name="endDate" type="date" label={t('bulk.schedule.endDate')} />
        )}
      </div>
    </fieldset>
  );
}

function Preview() {
  const { t, i18n } = useTranslation('loads');
  const { values } = useFormikContext<ScheduleFormValues>();
  const preview = useMemo(() => previewDates(values), [values]);
  // A copy's windows are the copied load's (the same look-up the page's other screens share).
  const copied = useResource('load', values.source === 'copy' && values.copyLoadUuid ? values.copyLoadUuid : undefined).data;
  // The server refuses a schedule whose first loads' windows have already ended: said here before it is sent.
  const ended = useMemo(() => ('dates' in preview ? previewEndedDates(values, preview.dates, copied?.stops) : []), [values, preview, copied]);
  return (
    <section className="bulk-schedule-preview" aria-labelledby="bulk-schedule-preview-title" aria-live="polite">
      <h3 id="bulk-schedule-preview-title">{t('bulk.schedule.previewTitle')}</h3>
      {'dates' in preview ? (
        <>
          <p className="bulk-schedule-count">{t('bulk.schedule.previewCount', { count: preview.dates.length })}</p>
          <ol className="bulk-schedule-dates">
            {preview.dates.slice(0, PREVIEW_SHOWN).map((date) => (
              <li key={date} data-date={date}>
                {dayLabel(date, i18n.language)}
                {values.source === 'form' && ` · ${formatTimeOfDay(values.pickupFrom, i18n.language)}–${formatTimeOfDay(values.pickupTo, i18n.language)}`}
              </li>
            ))}
          </ol>
          {preview.dates.length > PREVIEW_SHOWN && <p className="muted">{t('bulk.schedule.previewMore', { count: preview.dates.length - PREVIEW_SHOWN })}</p>}
          {ended.length > 0 && (
            <p className="notice bulk-schedule-ended">{t('bulk.schedule.previewEnded', { last: dayLabel(ended[ended.length - 1]!, i18n.language) })}</p>
          )}
        </>
      ) : (
        <p className="muted">{t(`bulk.schedule.problems.${preview.problem}`, { max: SCHEDULE_MAX_OCCURRENCES })}</p>
      )}
    </section>
  );
}

function SubmitButton({ pending }: { pending: boolean }) {
  const { t } = useTranslation('loads');
  const { values } = useFormikContext<ScheduleFormValues>();
  const preview = previewDates(values);
  const count = 'dates' in preview ? preview.dates.length : 0;
  return (
    <button type="submit" className="button" disabled={pending || count === 0}>
      {pending ? t('bulk.schedule.creating') : t('bulk.schedule.create', { count })}
    </button>
  );
}

/** Schedule: a template load and its recurrence, the preview of its dates, then create them all at once. */
export function ScheduleSection() {
  const { t, i18n } = useTranslation('loads');
  const dispatch = useAppDispatch();
  const schedule = useAppSelector(selectScheduleCall);
  // The address book (origin and destination of a described load) needs the address permission.
  const book = useModuleAccess('address');
  const initial = useMemo(() => emptySchedule(), []);
  return (
    <section className="card bulk-section" aria-labelledby="bulk-schedule-title">
      <h2 id="bulk-schedule-title">{t('bulk.schedule.title')}</h2>
      <p>{t('bulk.schedule.intro')}</p>
      <Formik<ScheduleFormValues>
        initialValues={initial}
        validationSchema={scheduleSchema}
        onSubmit={(values) => void dispatch(bulkActions.scheduleRequested(values))}
      >
        <Form noValidate className="bulk-schedule-form">
          <ServerFieldErrors errors={schedule.status === 'failed' ? schedule.fieldErrors : undefined} />
          <TemplateFields book={book} />
          <RecurrenceFields />
          <Preview />
          {schedule.status === 'failed' && (
            <div className="field-error bulk-schedule-failure" role="alert">
              {schedule.errorKey && <p>{t(schedule.errorKey)}</p>}
              {schedule.errorText?.split('\n').map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          )}
          <div className="form-actions">
            <SubmitButton pending={schedule.status === 'pending'} />
          </div>
        </Form>
      </Formik>
      {schedule.status === 'succeeded' && schedule.data && (
        <div className="notice notice-success bulk-success" role="status">
          <p>{t('bulk.schedule.created', { count: schedule.data.created })}</p>
          <ul className="bulk-created">
            {schedule.data.loads.map((load) => (
              <li key={load._id}>
                <HumanId>{load.loadId}</HumanId> · {dayLabel(load.pickupDate, i18n.language)}
              </li>
            ))}
          </ul>
          <Link to={paths.loads.getHref()}>{t('bulk.goToLoads')}</Link>
        </div>
      )}
    </section>
  );
}
