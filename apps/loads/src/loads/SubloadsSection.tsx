import { useEffect, useMemo, useRef } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import * as yup from 'yup';
import type { LoadDetail, SubloadInput } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { Link } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import {
  amountOrNull,
  ErrorPanel,
  HumanId,
  LoadingState,
  maxLengthMessage,
  numberOrNull,
  ServerFieldErrors,
  TextField,
  typedAmount,
  SubmitButton,
} from '@freight/ui';
import { paths } from '../paths';
import { useResource } from '../resources';
import { useLoadFormat } from '../format';
import { integerBetween, stopToForm, stopToInput, subloadStopsSchema, weightSchema, type StopFormValues } from './load-schema';
import { loadActions, selectActionCalls } from './state';
import { StopsEditor } from './StopFields';

interface SplitValues {
  /** The sub-load's own stops (the parent's to begin with): `subloadStops`, apart from the load form's `stops`. */
  subloadStops: StopFormValues[];
  /** Typed in the reader's language (typedNumber, typedAmount). */
  weight: string;
  pallets: string;
  pieces: string;
  rate: string;
  referenceNumber: string;
}

/** The split form's first values: the parent's stops in order, no share yet. */
const splitFromLoad = (load: LoadDetail): SplitValues => ({
  subloadStops: [...load.stops].sort((a, b) => a.seq - b.seq).map(stopToForm),
  weight: '',
  pallets: '',
  pieces: '',
  rate: '',
  referenceNumber: '',
});

/** The sub-load's body (add-subload): its own stops and its share of the load (weight, pallets, pieces, rate). */
function splitToInput(values: SplitValues): SubloadInput {
  return {
    stops: values.subloadStops.map(stopToInput),
    weight: numberOrNull(values.weight) ?? 0,
    pallets: numberOrNull(values.pallets),
    pieces: numberOrNull(values.pieces),
    rate: amountOrNull(values.rate),
    referenceNumber: values.referenceNumber.trim() ? values.referenceNumber.trim() : null,
  };
}

/** The server's errors on the split form's fields: `body.stops.1.city` is the form's `subloadStops.1.city`. */
const splitFieldErrors = (errors: Record<string, string> | undefined) =>
  errors && Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.replace(/^stops(?=\.|$)/, 'subloadStops'), message]));

/** Empties the form once the split it sent succeeded (a refused one keeps what was typed, with the server's errors). */
function ResetOnSuccess({ status, initial }: { status: string; initial: SplitValues }) {
  const { resetForm } = useFormikContext<SplitValues>();
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'pending' && status === 'succeeded') resetForm({ values: initial });
    previous.current = status;
  }, [status, initial, resetForm]);
  return null;
}

/**
 * Sub-loads of a load (subload-detail, add-subload): the list with what each holds, what is left of the load's
 * totals, and a form that splits a share off onto its own stops (the load's to begin with, in the load form's stop
 * editor), while the load can still be split.
 */
export function SubloadsSection({ load }: { load: LoadDetail }) {
  const { t } = useTranslation('loads');
  const format = useLoadFormat();
  const dispatch = useAppDispatch();
  const detail = useResource('subloads', load._id);
  const split = useAppSelector(selectActionCalls).split;
  const data = detail.data;
  const remaining = data?.remaining;
  const initial = useMemo(() => splitFromLoad(load), [load]);
  // One object per answer of the server: ServerFieldErrors applies a new set only (typing must not bring it back).
  const serverErrors = useMemo(() => (split.status === 'failed' ? splitFieldErrors(split.fieldErrors) : undefined), [split.status, split.fieldErrors]);
  const schema = yup.object({
    subloadStops: subloadStopsSchema(load.stops),
    weight: weightSchema().test('fits', 'loads:form.subloads.tooHeavy', (value) => !remaining || (numberOrNull(value ?? '') ?? 0) <= remaining.weight),
    pallets: integerBetween(0, 10_000),
    pieces: integerBetween(0, 1_000_000),
    rate: typedAmount({ max: 9_999_999_999 }),
    referenceNumber: yup.string().max(100, maxLengthMessage),
  });

  return (
    <section className="card subloads" aria-labelledby="subloads-title">
      <h2 id="subloads-title">{t('form.subloads.title')}</h2>
      {detail.status === 'failed' && !data ? (
        <ErrorPanel title={t('form.subloads.failed')} onRetry={detail.retry} />
      ) : !data ? (
        <LoadingState />
      ) : (
        <>
          <p data-testid="subloads-remaining">
            {t('form.subloads.remaining', {
              weight: format.weight(data.remaining.weight, data.parent.weightUnit),
              total: format.weight(data.parent.totals.weight, data.parent.weightUnit),
            })}
          </p>
          {data.subloads.length === 0 ? (
            <p className="muted">{t('form.subloads.none')}</p>
          ) : (
            <ul className="subload-list" aria-label={t('form.subloads.listLabel')}>
              {data.subloads.map((sub) => (
                <li key={sub._id}>
                  <Link to={paths.editLoad.getHref({ id: sub._id })}>
                    <HumanId>{sub.loadId}</HumanId>
                  </Link>{' '}
                  — <span className="badge">{format.status(sub.status)}</span> {format.weight(sub.weight, sub.weightUnit)}
                  {sub.pallets !== null && ` · ${t('form.subloads.pallets', { count: sub.pallets })}`}
                  {sub.rate !== null && ` · ${format.money(sub.rate, sub.currency)}`}
                </li>
              ))}
            </ul>
          )}
          {data.parent.splittable ? (
            <Formik<SplitValues>
              initialValues={initial}
              enableReinitialize
              validationSchema={schema}
              onSubmit={(values) => {
                dispatch(loadActions.splitRequested({ parentUuid: load._id, values: splitToInput(values) }));
              }}
            >
              <Form noValidate className="subload-form" aria-label={t('form.subloads.formLabel')}>
                <ServerFieldErrors errors={serverErrors} />
                <ResetOnSuccess status={split.status} initial={initial} />
                <h3>{t('form.subloads.split')}</h3>
                <StopsEditor name="subloadStops" texts="subload" />
                <div className="form-grid">
                  <TextField id="subload-weight" name="weight" inputMode="decimal" label={t('form.subloads.weight', { unit: data.parent.weightUnit })} />
                  <TextField id="subload-pallets" name="pallets" inputMode="decimal" label={t('form.subloads.palletsField')} />
                  <TextField id="subload-pieces" name="pieces" inputMode="decimal" label={t('form.subloads.piecesField')} />
                  <TextField id="subload-rate" name="rate" inputMode="decimal" label={t('form.subloads.rate')} />
                  <TextField id="subload-reference" name="referenceNumber" label={t('form.subloads.reference')} />
                </div>
                <SubmitButton disabled={split.status === 'pending'}>{t('form.subloads.add')}</SubmitButton>
              </Form>
            </Formik>
          ) : (
            <p className="muted">{t('form.subloads.notSplittable', { status: format.statusInSentence(data.parent.status) })}</p>
          )}
        </>
      )}
    </section>
  );
}
