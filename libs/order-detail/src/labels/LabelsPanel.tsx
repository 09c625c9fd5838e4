import { Form, Formik } from 'formik';
import { useEffect, useId, useState } from 'react';
import * as yup from 'yup';
import {
  LOCAL_TRACKING_DETAILS,
  PARCEL_LIMITS,
  SHIPMENT_LABEL_TRANSITIONS,
  lengthPlusGirth,
  type ShipmentLabelView,
  type ShipmentRate,
} from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector, useFeature } from '@freight/store';
import {
  ConfirmDialog,
  EmptyState,
  ErrorPanel,
  IdText,
  LoadingState,
  numberOrNull,
  ServerFieldErrors,
  TextField,
  typedNumber,
  useIdempotencyKeys,
} from '@freight/ui';
import { formatCents, formatDateTime } from '../format';
import { ensureOrderDetailTexts } from '../i18n';
import { labelsFeature } from './labels-sagas';
import { labelsActions as actions, selectLabels } from './labels-slice';
import './labels.css';

export interface LabelsPanelProps {
  /** The order's uuid. */
  orderId: string;
  /** The caller may create, buy and cancel labels (the order's parties); otherwise the list is read-only. */
  canBuy: boolean;
}

/** The local provider's tracking texts by their English text, to show them translated (a carrier's own as they come). */
const LOCAL_DETAIL_KEYS = new Map<string, string>(Object.entries(LOCAL_TRACKING_DETAILS).map(([key, text]) => [text, key]));

const CARRIERS: Record<string, string> = { usps: 'USPS', ups: 'UPS', fedex: 'FedEx', canada_post: 'Canada Post', dhl_express: 'DHL Express' };
const carrierName = (carrier: string | null) => (carrier ? (CARRIERS[carrier] ?? carrier.toUpperCase()) : '');

const K = 'orderDetail:labels.form.errors';
// Typed in the reader's language ("12.5", "12,5" in French), as every number.
const inches = () =>
  typedNumber({ min: PARCEL_LIMITS.minInches, max: PARCEL_LIMITS.maxInches, messages: { range: `${K}.inchesRange` } }).required(`${K}.required`);

/** The create form's rules (the server's, PARCEL_LIMITS): sizes in inches, weight in pounds, length plus girth. */
const parcelSchema = yup.object({
  length: inches().test('girth', `${K}.girth`, function girth(value) {
    // Formik hands empty fields to the schema as undefined.
    const { width, height } = this.parent as Partial<ParcelValues>;
    const sizes = { length: numberOrNull(value ?? ''), width: numberOrNull(width ?? ''), height: numberOrNull(height ?? '') };
    if (sizes.length === null || sizes.width === null || sizes.height === null) return true;
    return lengthPlusGirth({ length: sizes.length, width: sizes.width, height: sizes.height }) <= PARCEL_LIMITS.maxLengthPlusGirth;
  }),
  width: inches(),
  height: inches(),
  weight: typedNumber({ min: PARCEL_LIMITS.minPounds, max: PARCEL_LIMITS.maxPounds, messages: { range: `${K}.poundsRange` } }).required(`${K}.required`),
});

/** Typed in the reader's language (typedNumber). */
type ParcelValues = { length: string; width: string; height: string; weight: string };
const EMPTY_PARCEL: ParcelValues = { length: '', width: '', height: '', weight: '' };

/**
 * The order's shipping labels (docs/modules/orders.md, "Shipping labels"): each with its status, rate and tracking;
 * "Create label" asks the rates for a parcel, one is bought (a 4×6 PDF to download), a bought label is tracked
 * (its history) or cancelled (after a confirmation).
 */
export function LabelsPanel({ orderId, canBuy }: LabelsPanelProps) {
  useFeature(labelsFeature);
  ensureOrderDetailTexts();
  const { t, i18n } = useTranslation('orderDetail');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectLabels);
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<ShipmentLabelView | null>(null);
  const [buying, setBuying] = useState<{ label: ShipmentLabelView; rate: ShipmentRate } | null>(null);
  const [ratesOpen, setRatesOpen] = useState<string | null>(null);
  const purchaseKeys = useIdempotencyKeys();

  useEffect(() => {
    dispatch(actions.opened({ orderId }));
  }, [dispatch, orderId]);
  // A label just created: its rates are offered at once, and the form closes.
  useEffect(() => {
    if (state.quotedId) {
      setRatesOpen(state.quotedId);
      setCreating(false);
    }
  }, [state.quotedId]);

  const current = state.orderId === orderId;
  const loading = !current || state.status === 'loading' || state.status === 'idle';

  return (
    <div className="labels-panel">
      {loading && state.labels.length === 0 ? (
        <LoadingState label={t('labels.loading')} />
      ) : state.status === 'failed' ? (
        <ErrorPanel title={t('labels.error')} message={state.errorText} onRetry={() => dispatch(actions.opened({ orderId }))} />
      ) : state.labels.length === 0 ? (
        <EmptyState>{t('labels.empty')}</EmptyState>
      ) : (
        <ul className="labels-list" aria-label={t('labels.listLabel')}>
          {state.labels.map((label) => (
            <LabelItem
              key={label._id}
              label={label}
              canBuy={canBuy}
              busy={state.busy[label._id]}
              errorText={state.actionErrors[label._id]}
              ratesOpen={ratesOpen === label._id}
              onToggleRates={() => setRatesOpen(ratesOpen === label._id ? null : label._id)}
              onBuy={(rate) => {
                // The dialog opened anew is another purchase: a retry after a refusal is sent afresh.
                purchaseKeys.forget();
                setBuying({ label, rate });
              }}
              onCancel={() => setCancelling(label)}
              onTrack={() => dispatch(actions.trackRequested({ labelId: label._id }))}
            />
          ))}
        </ul>
      )}

      {canBuy &&
        current &&
        state.status !== 'failed' &&
        (creating ? (
          <CreateLabelForm
            pending={state.create.status === 'pending'}
            fieldErrors={state.create.fieldErrors}
            onCancel={() => setCreating(false)}
            onSubmit={(parcel, idempotencyKey) => dispatch(actions.createRequested({ orderId, parcel, idempotencyKey }))}
          />
        ) : (
          <button type="button" className="button" onClick={() => setCreating(true)}>
            {t('labels.create')}
          </button>
        ))}

      <ConfirmDialog
        open={buying !== null}
        tone="neutral"
        title={t('labels.buy.title')}
        message={
          buying
            ? t('labels.buy.message', {
                carrier: carrierName(buying.rate.carrier),
                service: buying.rate.service,
                amount: formatCents(buying.rate.amountCents, buying.rate.currency, i18n.language),
              })
            : ''
        }
        confirmLabel={t('labels.buy.confirm')}
        onCancel={() => setBuying(null)}
        onConfirm={() => {
          if (buying) {
            const purchase = { labelId: buying.label._id, rateId: buying.rate.rateId };
            dispatch(actions.purchaseRequested({ ...purchase, idempotencyKey: purchaseKeys.keyFor(purchase) }));
          }
          setBuying(null);
          setRatesOpen(null);
        }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('labels.cancel.title')}
        message={
          cancelling
            ? t(cancelling.status === 'purchased' ? 'labels.cancel.messagePurchased' : 'labels.cancel.messageCreated', {
                tracking: cancelling.trackingNumber ?? '',
              })
            : ''
        }
        confirmLabel={t('labels.cancel.confirm')}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          if (cancelling) dispatch(actions.cancelRequested({ labelId: cancelling._id }));
          setCancelling(null);
        }}
      />
    </div>
  );
}

interface LabelItemProps {
  label: ShipmentLabelView;
  canBuy: boolean;
  busy: 'purchase' | 'cancel' | 'track' | undefined;
  errorText: string | undefined;
  ratesOpen: boolean;
  onToggleRates: () => void;
  onBuy: (rate: ShipmentRate) => void;
  onCancel: () => void;
  onTrack: () => void;
}

function LabelItem({ label, canBuy, busy, errorText, ratesOpen, onToggleRates, onBuy, onCancel, onTrack }: LabelItemProps) {
  const { t, i18n } = useTranslation('orderDetail');
  const language = i18n.language;
  const [historyOpen, setHistoryOpen] = useState(false);
  const headingId = useId();
  const ratesId = useId();
  const historyId = useId();
  const cancellable = SHIPMENT_LABEL_TRANSITIONS[label.status].includes('cancelled');
  const title = label.status === 'created' || !label.carrier ? t('labels.unbought') : `${carrierName(label.carrier)} ${label.service ?? ''}`.trim();

  return (
    <li className={`labels-item labels-item-${label.status}`} aria-labelledby={headingId}>
      <div className="labels-item-head">
        <h4 id={headingId} className="labels-item-title">
          {title}
        </h4>
        <span className={`badge labels-status-${label.status}`}>{t(`labels.status.${label.status}`)}</span>
      </div>
      <dl className="labels-facts">
        <div>
          <dt>{t('labels.to')}</dt>
          <dd>
            {label.to.name}, {label.to.city}, {label.to.state}
          </dd>
        </div>
        <div>
          <dt>{t('labels.parcel')}</dt>
          <dd>
            {t('labels.parcelText', { length: label.parcel.length, width: label.parcel.width, height: label.parcel.height, weight: label.parcel.weight })}
          </dd>
        </div>
        {label.amountCents !== null && label.status !== 'created' && (
          <div>
            <dt>{t('labels.cost')}</dt>
            <dd>{formatCents(label.amountCents, label.currency, language)}</dd>
          </div>
        )}
        {label.trackingNumber && (
          <div>
            <dt>{t('labels.trackingNumber')}</dt>
            <dd>
              <IdText>{label.trackingNumber}</IdText>
            </dd>
          </div>
        )}
        {label.status === 'purchased' && (
          <div>
            <dt>{t('labels.trackingStatus')}</dt>
            <dd>{t(`labels.trackingStates.${label.trackingStatus}`)}</dd>
          </div>
        )}
      </dl>

      <div className="labels-actions">
        {label.status === 'created' && canBuy && label.rates.length > 0 && (
          <button type="button" className="button" aria-expanded={ratesOpen} aria-controls={ratesId} onClick={onToggleRates}>
            {t('labels.chooseRate')}
          </button>
        )}
        {label.status === 'purchased' && label.labelUrl && (
          <a
            className="button"
            href={label.labelUrl}
            download={label.provider === 'local' ? '' : undefined}
            target={label.provider === 'local' ? undefined : '_blank'}
            rel="noreferrer"
          >
            {t('labels.download')}
          </a>
        )}
        {label.status === 'purchased' && (
          <button
            type="button"
            className="button button-secondary"
            aria-expanded={historyOpen}
            aria-controls={historyId}
            aria-busy={busy === 'track'}
            disabled={busy !== undefined}
            onClick={() => {
              setHistoryOpen(true);
              onTrack();
            }}
          >
            {busy === 'track' ? t('labels.tracking') : t('labels.track')}
          </button>
        )}
        {canBuy && cancellable && (
          <button type="button" className="button button-danger" disabled={busy !== undefined} aria-busy={busy === 'cancel'} onClick={onCancel}>
            {t('labels.cancel.action')}
          </button>
        )}
      </div>
      {errorText !== undefined && (
        <p className="field-error" role="alert">
          {errorText || t('labels.actionFailed')}
        </p>
      )}

      {ratesOpen && label.status === 'created' && (
        <div id={ratesId} className="labels-rates">
          <h5>{t('labels.rates')}</h5>
          <ul>
            {label.rates.map((rate) => (
              <li key={rate.rateId} className="labels-rate">
                <span className="labels-rate-name">
                  {carrierName(rate.carrier)} {rate.service}
                </span>
                <span className="labels-rate-days">{rate.estimatedDays === null ? '' : t('labels.days', { count: rate.estimatedDays })}</span>
                <strong className="labels-rate-amount">{formatCents(rate.amountCents, rate.currency, language)}</strong>
                <button
                  type="button"
                  className="button"
                  disabled={busy !== undefined}
                  aria-label={t('labels.buyRate', {
                    carrier: carrierName(rate.carrier),
                    service: rate.service,
                    amount: formatCents(rate.amountCents, rate.currency, language),
                  })}
                  onClick={() => onBuy(rate)}
                >
                  {t('labels.buy.action')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {historyOpen && label.status === 'purchased' && label.trackingEvents.length > 0 && (
        <div id={historyId} className="labels-history">
          <h5>{t('labels.history')}</h5>
          <ol>
            {[...label.trackingEvents].reverse().map((event) => (
              <li key={`${event.at}-${event.details}`}>
                <time dateTime={event.at}>{formatDateTime(event.at, language)}</time>
                <span className="labels-history-status">{t(`labels.trackingStates.${event.status}`)}</span>
                <span>{LOCAL_DETAIL_KEYS.has(event.details) ? t(`labels.events.${LOCAL_DETAIL_KEYS.get(event.details)}`) : event.details}</span>
                {event.location && <span className="muted">{event.location}</span>}
              </li>
            ))}
          </ol>
        </div>
      )}
    </li>
  );
}

interface CreateLabelFormProps {
  pending: boolean;
  fieldErrors: Record<string, string> | undefined;
  /** The parcel, with the Idempotency-Key of its create (one per opened form and parcel). */
  onSubmit: (parcel: { length: number; width: number; height: number; weight: number }, idempotencyKey: string) => void;
  onCancel: () => void;
}

function CreateLabelForm({ pending, fieldErrors, onSubmit, onCancel }: CreateLabelFormProps) {
  const { t } = useTranslation('orderDetail');
  const titleId = useId();
  const keys = useIdempotencyKeys();
  // The server names parcel fields `parcel.weight`; the form's fields are the parcel's own.
  const serverErrors = fieldErrors
    ? Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field === 'parcel' ? 'length' : field.replace(/^parcel\./, ''), message]))
    : undefined;
  return (
    <Formik<ParcelValues>
      initialValues={EMPTY_PARCEL}
      validationSchema={parcelSchema}
      onSubmit={(values) => {
        const parcel = {
          length: numberOrNull(values.length) ?? 0,
          width: numberOrNull(values.width) ?? 0,
          height: numberOrNull(values.height) ?? 0,
          weight: numberOrNull(values.weight) ?? 0,
        };
        onSubmit(parcel, keys.keyFor(parcel));
      }}
    >
      <Form className="labels-form" aria-labelledby={titleId} noValidate>
        <h4 id={titleId}>{t('labels.form.title')}</h4>
        <p className="muted">{t('labels.form.hint')}</p>
        <div className="labels-form-grid">
          <TextField name="length" label={t('labels.form.length')} inputMode="decimal" />
          <TextField name="width" label={t('labels.form.width')} inputMode="decimal" />
          <TextField name="height" label={t('labels.form.height')} inputMode="decimal" />
          <TextField name="weight" label={t('labels.form.weight')} inputMode="decimal" />
        </div>
        <ServerFieldErrors errors={serverErrors} />
        <div className="labels-actions">
          <button type="submit" className="button" disabled={pending} aria-busy={pending}>
            {pending ? t('labels.form.pending') : t('labels.form.submit')}
          </button>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('labels.form.cancel')}
          </button>
        </div>
      </Form>
    </Formik>
  );
}
