import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Field, Form, Formik, useField } from 'formik';
import * as yup from 'yup';
import {
  DISPATCHER_STEPS,
  ORDER_DETAIL_TRANSITIONS,
  ACCESSORIAL_CODES,
  type OrderAccessorial,
  type OrderAction,
  type OrderDetailView,
} from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ConfirmDialog, maxLengthMessage, SelectField, ServerFieldErrors, TextAreaField, TextField, typedAmount } from '@freight/ui';
import { centsFromInput, useOrderFormat } from './format';
import { orderDetailActions, selectOrderAction, selectOrderDetail, type OrderActionKind, type OrderActionRequest } from './order-detail-slice';

type AssignmentMove = (typeof DISPATCHER_STEPS)[number];

/** The running action: its kind, whether one is pending, the server's field errors, and a counter of successes. */
function useOrderAction() {
  const dispatch = useAppDispatch();
  const action = useAppSelector(selectOrderAction);
  const pending = action.status === 'pending';
  return {
    ...action,
    pending,
    run: (request: OrderActionRequest) => {
      if (!pending) dispatch(orderDetailActions.actionRequested(request));
    },
    errorsOf: (kind: OrderActionKind) => (action.status === 'failed' && action.kind === kind ? action.fieldErrors : undefined),
  };
}

/** Calls `onDone` when an action of `kind` succeeds after the component mounted (a form or dialog then closes). */
function useDone(kind: OrderActionKind | OrderActionKind[], onDone: () => void) {
  const action = useAppSelector(selectOrderAction);
  const seen = useRef(action.done);
  const kinds = Array.isArray(kind) ? kind : [kind];
  useEffect(() => {
    if (action.done !== seen.current) {
      seen.current = action.done;
      if (action.kind && kinds.includes(action.kind)) onDone();
    }
  });
}

const has = (detail: OrderDetailView, action: OrderAction) => detail.actions.includes(action);

/** A confirmation with a reason field (reject, decline, reset, cancel): stays open until the server said yes. */
function ReasonDialog({
  kind,
  open,
  title,
  message,
  confirmLabel,
  reasonLabel,
  required,
  tone = 'danger',
  onClose,
  onConfirm,
}: {
  kind: OrderActionKind;
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  reasonLabel?: string;
  required?: boolean;
  tone?: 'danger' | 'neutral';
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('orderDetail');
  const action = useOrderAction();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  useDone(kind, onClose);
  useEffect(() => {
    if (open) {
      setReason('');
      setMissing(false);
    }
  }, [open]);
  const serverError = action.errorsOf(kind)?.reason;
  const error = missing ? t('common:validation.required') : serverError;
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      tone={tone}
      onCancel={onClose}
      onConfirm={() => {
        if (action.pending) return;
        if (required && !reason.trim()) {
          setMissing(true);
          return;
        }
        onConfirm(reason.trim());
      }}
    >
      {reasonLabel !== undefined ? (
        <div className="field">
          <label htmlFor={`${id}-reason`}>{reasonLabel}</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-reason-error` : undefined}
          />
          {error && (
            <p className="field-error" id={`${id}-reason-error`} role="alert">
              {error}
            </p>
          )}
        </div>
      ) : undefined}
    </ConfirmDialog>
  );
}

/** The order's own actions: accept or reject the tender, reset, cancel. */
export function OrderActionsBar({ detail }: { detail: OrderDetailView }) {
  const { t } = useTranslation('orderDetail');
  const action = useOrderAction();
  const [dialog, setDialog] = useState<'reject' | 'reset' | 'cancel' | null>(null);
  const shown = (['accept', 'reject', 'reset', 'cancel'] as const).filter((name) => has(detail, name));
  if (shown.length === 0) return null;
  const close = () => setDialog(null);
  return (
    <div className="order-actions" role="group" aria-label={t('actions.label')}>
      {has(detail, 'accept') && (
        <button
          type="button"
          className="button"
          disabled={action.pending}
          aria-busy={action.pending && action.kind === 'accept'}
          onClick={() => action.run({ kind: 'accept' })}
        >
          {t('actions.accept')}
        </button>
      )}
      {has(detail, 'reject') && (
        <button type="button" className="button button-danger" disabled={action.pending} onClick={() => setDialog('reject')}>
          {t('actions.reject')}
        </button>
      )}
      {has(detail, 'reset') && (
        <button type="button" className="button button-secondary" disabled={action.pending} onClick={() => setDialog('reset')}>
          {t('actions.reset')}
        </button>
      )}
      {has(detail, 'cancel') && (
        <button type="button" className="button button-danger" disabled={action.pending} onClick={() => setDialog('cancel')}>
          {t('actions.cancel')}
        </button>
      )}
      <ReasonDialog
        kind="reject"
        open={dialog === 'reject'}
        title={t('actions.rejectTitle')}
        message={t('actions.rejectMessage', { id: detail.orderId })}
        confirmLabel={t('actions.reject')}
        reasonLabel={t('actions.reason')}
        required
        onClose={close}
        onConfirm={(reason) => action.run({ kind: 'reject', reason })}
      />
      <ReasonDialog
        kind="reset"
        open={dialog === 'reset'}
        title={t('actions.resetTitle')}
        message={t('actions.resetMessage', { id: detail.orderId })}
        confirmLabel={t('actions.reset')}
        reasonLabel={t('actions.reasonOptional')}
        onClose={close}
        onConfirm={(reason) => action.run({ kind: 'reset', ...(reason ? { reason } : {}) })}
      />
      <ReasonDialog
        kind="cancel"
        open={dialog === 'cancel'}
        title={t('actions.cancelTitle')}
        message={t('actions.cancelMessage', { id: detail.orderId })}
        confirmLabel={t('actions.cancel')}
        reasonLabel={t('actions.reasonOptional')}
        onClose={close}
        onConfirm={(reason) => action.run({ kind: 'cancel', ...(reason ? { reason } : {}) })}
      />
    </div>
  );
}

/** Assign a truck (a picker of the carrier's free trucks), move the assignment, reject it. */
export function AssignmentActions({ detail }: { detail: OrderDetailView }) {
  const { t } = useTranslation('orderDetail');
  const format = useOrderFormat();
  const dispatch = useAppDispatch();
  const action = useOrderAction();
  const trucks = useAppSelector((state) => selectOrderDetail(state).trucks);
  const [picking, setPicking] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [moving, setMoving] = useState<AssignmentMove | null>(null);
  useDone('assign', () => setPicking(false));
  useDone('updateAssignment', () => setMoving(null));
  const loadUuid = detail.load._id;
  useEffect(() => {
    if (picking) dispatch(orderDetailActions.trucksRequested({ loadUuid }));
  }, [dispatch, picking, loadUuid]);

  const assignment = detail.assignment;
  const moves: AssignmentMove[] =
    has(detail, 'updateAssignment') && assignment ? DISPATCHER_STEPS.filter((move) => ORDER_DETAIL_TRANSITIONS[assignment.status]?.includes(move)) : [];
  const canAssign = has(detail, 'assign');
  const canReject = has(detail, 'rejectAssignment') && assignment !== null;
  if (!canAssign && moves.length === 0 && !canReject) return null;

  return (
    <div className="order-actions" role="group" aria-label={t('assignment.actionsLabel')}>
      {moves.map((move) => (
        <button key={move} type="button" className="button" disabled={action.pending} onClick={() => setMoving(move)}>
          {t(`assignment.move.${move}`)}
        </button>
      ))}
      {canReject && (
        <button type="button" className="button button-danger" disabled={action.pending} onClick={() => setRejecting(true)}>
          {t('assignment.reject')}
        </button>
      )}
      {canAssign && !picking && (
        <button type="button" className="button" disabled={action.pending} onClick={() => setPicking(true)}>
          {assignment ? t('assignment.reassign') : t('assignment.assign')}
        </button>
      )}
      {canAssign && picking && (
        <Formik
          initialValues={{ truck: '' }}
          validationSchema={yup.object({ truck: yup.string().required('validation.required') })}
          onSubmit={(values) => action.run({ kind: 'assign', truckerId: values.truck })}
        >
          <Form className="order-form" aria-label={t('assignment.pickerLabel')} noValidate>
            <ServerFieldErrors errors={action.errorsOf('assign')} />
            {trucks.status === 'loading' && <p role="status">{t('assignment.loadingTrucks')}</p>}
            {trucks.status === 'failed' && (
              <p role="alert">
                {t('assignment.trucksFailed')}{' '}
                <button type="button" className="link-button" onClick={() => dispatch(orderDetailActions.trucksRequested({ loadUuid }))}>
                  {t('common:errors.retry')}
                </button>
              </p>
            )}
            {trucks.status === 'ready' && trucks.items.length === 0 ? (
              <p>{t('assignment.noTrucks')}</p>
            ) : (
              <SelectField
                name="truck"
                label={t('assignment.truckField')}
                placeholder={t('assignment.chooseTruck')}
                options={trucks.items.map((truck) => ({
                  value: truck._id,
                  label: t('assignment.truckOption', {
                    unit: truck.truckNumber,
                    driver: truck.name,
                    place: truck.locationName ?? '—',
                    distance: format.number(truck.distanceMiles, { maximumFractionDigits: 1 }),
                  }),
                }))}
              />
            )}
            {trucks.status === 'ready' && trucks.items.length > 0 && <p className="muted">{t('assignment.trucksRule')}</p>}
            <div className="order-form-actions">
              <button type="button" className="button button-secondary" onClick={() => setPicking(false)}>
                {t('common:confirm.cancel')}
              </button>
              <button type="submit" className="button" disabled={action.pending || trucks.items.length === 0}>
                {t('assignment.assignSubmit')}
              </button>
            </div>
          </Form>
        </Formik>
      )}
      <ConfirmDialog
        open={moving !== null}
        title={t('assignment.moveTitle')}
        message={moving ? t('assignment.moveMessage', { status: format.status(moving), truck: assignment?.truck.truckNumber ?? '' }) : ''}
        confirmLabel={moving ? t(`assignment.move.${moving}`) : ''}
        tone="neutral"
        onCancel={() => setMoving(null)}
        onConfirm={() => moving && action.run({ kind: 'updateAssignment', status: moving })}
      />
      <ReasonDialog
        kind="rejectAssignment"
        open={rejecting}
        title={t('assignment.rejectTitle')}
        message={t('assignment.rejectMessage', { truck: assignment?.truck.truckNumber ?? '' })}
        confirmLabel={t('assignment.reject')}
        reasonLabel={t('actions.reason')}
        required
        onClose={() => setRejecting(false)}
        onConfirm={(reason) => action.run({ kind: 'rejectAssignment', reason })}
      />
    </div>
  );
}

/** Accessorial charges: the list, the carrier's request/change form, the shipper's approve/decline. */
export function AccessorialsSection({ detail }: { detail: OrderDetailView }) {
  const { t, i18n } = useTranslation('orderDetail');
  const language = i18n.language;
  const format = useOrderFormat();
  const action = useOrderAction();
  const [editing, setEditing] = useState<OrderAccessorial | 'new' | null>(null);
  const [declining, setDeclining] = useState<OrderAccessorial | null>(null);
  useDone('requestAccessorial', () => setEditing(null));
  const { amounts } = detail;
  const canRequest = has(detail, 'requestAccessorial');
  const canDecide = has(detail, 'decideAccessorial');
  const schema = yup.object({
    code: yup
      .string()
      .oneOf([...ACCESSORIAL_CODES], 'validation.required')
      .required('validation.required'),
    description: yup.string().max(200, maxLengthMessage),
    quantity: yup
      .string()
      .matches(/^\d{1,4}([.,]\d{1,2})?$/, { message: 'validation.invalidFormat', excludeEmptyString: true })
      .test('positive', 'validation.invalidFormat', (value) => !value || Number(value.replace(',', '.')) > 0),
    // Typed in the reader's language ("1,795.50", "1 795,50"); what is wrong is said: no amount, or not above 0.
    amount: typedAmount({ positive: true }).required('validation.required'),
  });
  const initial = (charge: OrderAccessorial | 'new') =>
    charge === 'new'
      ? { code: '', description: '', quantity: '1', amount: '' }
      : { code: charge.code, description: charge.description, quantity: String(charge.quantity), amount: (charge.amountCents / 100).toFixed(2) };

  return (
    <section className="order-section" aria-labelledby="order-money-title" data-testid="order-money">
      <h3 id="order-money-title">{t('money.title')}</h3>
      <dl className="order-dl">
        <div>
          <dt>{t('money.rate')}</dt>
          <dd>{format.money(amounts.rateCents, amounts.currency)}</dd>
        </div>
        <div>
          <dt>{t('money.accessorials')}</dt>
          <dd>{format.money(amounts.accessorialCents, amounts.currency)}</dd>
        </div>
        {amounts.pendingAccessorialCents > 0 && (
          <div>
            <dt>{t('money.pending')}</dt>
            <dd>{format.money(amounts.pendingAccessorialCents, amounts.currency)}</dd>
          </div>
        )}
        <div className="order-total">
          <dt>{t('money.total')}</dt>
          <dd data-testid="money-total">{format.money(amounts.totalCents, amounts.currency)}</dd>
        </div>
      </dl>
      {detail.accessorials.length > 0 && (
        <ul className="order-accessorials">
          {detail.accessorials.map((charge) => (
            <li key={charge._id} data-testid="accessorial">
              <span>
                <strong>{t(`money.codes.${charge.code}`)}</strong>
                {charge.description ? ` · ${charge.description}` : ''} ·{' '}
                {t('money.line', {
                  quantity: format.number(charge.quantity),
                  amount: format.money(charge.amountCents, amounts.currency),
                  total: format.money(charge.lineCents, amounts.currency),
                })}{' '}
                <span className={`badge badge-${charge.status}`}>{format.status(charge.status)}</span>
                {charge.declineReason && <span className="muted"> · {t('money.declineReason', { reason: charge.declineReason })}</span>}
              </span>
              <span className="order-accessorial-actions">
                {canDecide && charge.status === 'requested' && (
                  <>
                    <button
                      type="button"
                      className="button"
                      disabled={action.pending}
                      onClick={() => action.run({ kind: 'approveAccessorial', accessorialId: charge._id })}
                      aria-label={t('money.approveNamed', { name: t(`money.codes.${charge.code}`) })}
                    >
                      {t('money.approve')}
                    </button>
                    <button
                      type="button"
                      className="button button-danger"
                      disabled={action.pending}
                      onClick={() => setDeclining(charge)}
                      aria-label={t('money.declineNamed', { name: t(`money.codes.${charge.code}`) })}
                    >
                      {t('money.decline')}
                    </button>
                  </>
                )}
                {canRequest && charge.status !== 'approved' && editing === null && (
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={action.pending}
                    onClick={() => setEditing(charge)}
                    aria-label={t('money.changeNamed', { name: t(`money.codes.${charge.code}`) })}
                  >
                    {t('money.change')}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canRequest && editing === null && (
        <button type="button" className="button button-secondary" disabled={action.pending} onClick={() => setEditing('new')}>
          {t('money.request')}
        </button>
      )}
      {canRequest && editing !== null && (
        <Formik
          key={editing === 'new' ? 'new' : editing._id}
          initialValues={initial(editing)}
          validationSchema={schema}
          onSubmit={(values) => {
            const quantity = values.quantity ? Number(values.quantity.replace(',', '.')) : undefined;
            action.run({
              kind: 'requestAccessorial',
              ...(editing !== 'new' ? { accessorialId: editing._id } : {}),
              code: values.code,
              ...(values.description.trim() ? { description: values.description.trim() } : {}),
              ...(quantity !== undefined ? { quantity } : {}),
              amountCents: centsFromInput(values.amount, language) ?? 0,
            });
          }}
        >
          <Form className="order-form" aria-label={editing === 'new' ? t('money.requestTitle') : t('money.changeTitle')} noValidate>
            <ServerFieldErrors errors={action.errorsOf('requestAccessorial')} />
            <SelectField
              name="code"
              label={t('money.code')}
              placeholder={t('money.chooseCode')}
              options={ACCESSORIAL_CODES.map((code) => ({ value: code, label: t(`money.codes.${code}`) }))}
            />
            <TextField name="description" label={t('money.description')} maxLength={200} />
            <TextField name="quantity" label={t('money.quantityField')} inputMode="decimal" />
            <TextField name="amount" label={t('money.amount', { currency: amounts.currency })} inputMode="decimal" />
            <div className="order-form-actions">
              <button type="button" className="button button-secondary" onClick={() => setEditing(null)}>
                {t('common:confirm.cancel')}
              </button>
              <button type="submit" className="button" disabled={action.pending}>
                {t('money.submit')}
              </button>
            </div>
          </Form>
        </Formik>
      )}
      <ReasonDialog
        kind="declineAccessorial"
        open={declining !== null}
        title={t('money.declineTitle')}
        message={
          declining ? t('money.declineMessage', { name: t(`money.codes.${declining.code}`), amount: format.money(declining.lineCents, amounts.currency) }) : ''
        }
        confirmLabel={t('money.decline')}
        reasonLabel={t('actions.reason')}
        required
        onClose={() => setDeclining(null)}
        onConfirm={(reason) => declining && action.run({ kind: 'declineAccessorial', accessorialId: declining._id, reason })}
      />
    </section>
  );
}

/** The 1–5 stars as a radio group (arrow keys move, each star is named). */
function RatingField({ name, legend }: { name: string; legend: string }) {
  const { t } = useTranslation('orderDetail');
  const id = useId();
  const [, meta] = useField(name);
  const error = meta.touched && meta.error ? t(`common:${meta.error}`, { defaultValue: meta.error }) : undefined;
  return (
    <fieldset className="order-rating" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {[1, 2, 3, 4, 5].map((stars) => (
        <span key={stars} className="order-rating-option">
          <Field type="radio" name={name} value={String(stars)} id={`${id}-${stars}`} />
          <label htmlFor={`${id}-${stars}`}>
            <span aria-hidden="true">{'★'.repeat(stars)}</span>
            <span className="visually-hidden">{t('invoice.stars', { count: stars })}</span>
          </label>
        </span>
      ))}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Panel({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className="order-form" role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** Send the invoice (e-mail prefilled, a note), mark paid with a rating, mark the driver paid. */
export function InvoiceActions({ detail }: { detail: OrderDetailView }) {
  const { t } = useTranslation('orderDetail');
  const action = useOrderAction();
  const [open, setOpen] = useState<'invoice' | 'paid' | null>(null);
  const [driverPaid, setDriverPaid] = useState(false);
  // Marking paid with no stars is confirmed first: a rating left out is more often forgotten than meant.
  const [unrated, setUnrated] = useState<{ comment: string } | null>(null);
  useDone(['sendInvoice', 'markPaid'], () => {
    setOpen(null);
    setUnrated(null);
  });
  useDone('markDriverPaid', () => setDriverPaid(false));
  const canInvoice = has(detail, 'sendInvoice');
  const canPay = has(detail, 'markPaid') || has(detail, 'rate');
  const canPayDriver = has(detail, 'markDriverPaid');
  if (!canInvoice && !canPay && !canPayDriver) return null;

  return (
    <div className="order-actions" role="group" aria-label={t('invoice.actionsLabel')}>
      {canInvoice && open !== 'invoice' && (
        <button type="button" className="button" disabled={action.pending} onClick={() => setOpen('invoice')}>
          {t('invoice.send')}
        </button>
      )}
      {canPay && open !== 'paid' && (
        <button type="button" className="button" disabled={action.pending} onClick={() => setOpen('paid')}>
          {has(detail, 'markPaid') ? t('invoice.markPaid') : t('invoice.rate')}
        </button>
      )}
      {canPayDriver && (
        <button type="button" className="button button-secondary" disabled={action.pending} onClick={() => setDriverPaid(true)}>
          {t('invoice.markDriverPaid')}
        </button>
      )}
      {canInvoice && open === 'invoice' && (
        <Formik
          initialValues={{ email: detail.shipper.email ?? '', note: '' }}
          validationSchema={yup.object({
            email: yup.string().trim().email('validation.invalidEmail').max(254, maxLengthMessage),
            note: yup.string().max(1000, maxLengthMessage),
          })}
          onSubmit={(values) =>
            action.run({
              kind: 'sendInvoice',
              ...(values.email.trim() ? { email: values.email.trim() } : {}),
              ...(values.note.trim() ? { note: values.note.trim() } : {}),
            })
          }
        >
          <Form className="order-form" aria-label={t('invoice.sendTitle')} noValidate>
            <ServerFieldErrors errors={action.errorsOf('sendInvoice')} />
            <TextField name="email" type="email" label={t('invoice.email')} autoComplete="email" />
            <TextAreaField name="note" label={t('invoice.note')} />
            <div className="order-form-actions">
              <button type="button" className="button button-secondary" onClick={() => setOpen(null)}>
                {t('common:confirm.cancel')}
              </button>
              <button type="submit" className="button" disabled={action.pending}>
                {t('invoice.sendSubmit')}
              </button>
            </div>
          </Form>
        </Formik>
      )}
      {canPay && open === 'paid' && (
        <Panel label={t('invoice.paidTitle')}>
          <Formik
            initialValues={{ rating: '', comment: '' }}
            validationSchema={yup.object({
              // Rating a paid order is all the call does then: the stars are needed.
              rating: has(detail, 'markPaid') ? yup.string() : yup.string().required('validation.required'),
              comment: yup.string().max(1000, maxLengthMessage),
            })}
            onSubmit={(values) => {
              if (!values.rating) setUnrated({ comment: values.comment.trim() });
              else action.run({ kind: 'markPaid', rating: Number(values.rating), ...(values.comment.trim() ? { comment: values.comment.trim() } : {}) });
            }}
          >
            <Form noValidate>
              <ServerFieldErrors errors={action.errorsOf('markPaid')} />
              <RatingField name="rating" legend={t('invoice.ratingLegend', { carrier: detail.carrier.name })} />
              <TextAreaField name="comment" label={t('invoice.comment')} />
              <div className="order-form-actions">
                <button type="button" className="button button-secondary" onClick={() => setOpen(null)}>
                  {t('common:confirm.cancel')}
                </button>
                <button type="submit" className="button" disabled={action.pending}>
                  {has(detail, 'markPaid') ? t('invoice.paidSubmit') : t('invoice.rateSubmit')}
                </button>
              </div>
            </Form>
          </Formik>
        </Panel>
      )}
      <ConfirmDialog
        open={unrated !== null}
        title={t('invoice.unratedTitle')}
        message={t('invoice.unratedMessage', { carrier: detail.carrier.name, id: detail.orderId })}
        confirmLabel={t('invoice.unratedConfirm')}
        tone="neutral"
        onCancel={() => setUnrated(null)}
        onConfirm={() => unrated && action.run({ kind: 'markPaid', ...(unrated.comment ? { comment: unrated.comment } : {}) })}
      />
      <ConfirmDialog
        open={driverPaid}
        title={t('invoice.driverPaidTitle')}
        message={t('invoice.driverPaidMessage', { driver: detail.assignment?.truck.driverName ?? '', id: detail.orderId })}
        confirmLabel={t('invoice.markDriverPaid')}
        tone="neutral"
        onCancel={() => setDriverPaid(false)}
        onConfirm={() => action.run({ kind: 'markDriverPaid' })}
      />
    </div>
  );
}
