import { useEffect, useMemo, useRef, useState } from 'react';
import { Formik } from 'formik';
import { CONTAINER_TYPES, type ContainerType, type PurchaseOrderDetail, type SplitPurchaseOrderRequest } from '@freight/contracts';
import { parseTypedNumber, useFormat, useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector, type CallState } from '@freight/store';
import { ConfirmDialog, numberField, numberOrNull, SelectField, ServerFieldErrors, TextField } from '@freight/ui';
import { billOfLadingSchema, containerDetailsSchema } from './schema';
import { formActions, selectFormCall, type FormCallName } from './state';

/**
 * The edit page's dialogs (outside its form, so Enter in one of their fields never submits the order): the bill of
 * lading, a container's details, the split and the close. Each stays open while its call runs or failed (its server
 * field errors on its fields) and closes itself when the call succeeds.
 */

/**
 * The dialog's call: its old state is forgotten when the dialog opens, and the dialog closes once the call it made
 * (`sent()` marks it) succeeded.
 */
function useCallDialog(name: FormCallName, onClose: () => void) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectFormCall(name)) as CallState;
  const requested = useRef(false);
  useEffect(() => {
    dispatch(formActions.reset([name]));
  }, [dispatch, name]);
  useEffect(() => {
    if (requested.current && state.status === 'succeeded') {
      requested.current = false;
      onClose();
    }
  }, [state.status, onClose]);
  return {
    state,
    sent: () => {
      requested.current = true;
    },
  };
}

/** What went wrong with the dialog's call beyond its fields (a 409, a failure): its call is quiet, so said here once. */
function CallError({ state, shownOnFields = false }: { state: CallState; shownOnFields?: boolean }) {
  const { t } = useTranslation('purchase-orders');
  if (state.status !== 'failed' || (shownOnFields && state.fieldErrors && Object.keys(state.fieldErrors).length > 0)) return null;
  const text = state.errorText ?? (state.errorKey ? t(state.errorKey, { ns: 'common' }) : undefined);
  if (!text) return null;
  return (
    <p className="field-error" role="alert">
      {text}
    </p>
  );
}

/** update-bill-of-lading: the bill of lading, the ocean carrier (SCAC), vessel and voyage, on the form-field kit. */
export function BillOfLadingDialog({ order, onClose }: { order: PurchaseOrderDetail; onClose: () => void }) {
  const { t } = useTranslation('purchase-orders');
  const dispatch = useAppDispatch();
  const { state: call, sent } = useCallDialog('billOfLading', onClose);
  const initialValues = {
    billOfLading: order.billOfLading ?? '',
    oceanCarrier: order.oceanCarrier ?? '',
    vessel: order.vessel ?? '',
    voyage: order.voyage ?? '',
  };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={billOfLadingSchema}
      onSubmit={(values) => {
        const oceanCarrier = values.oceanCarrier.trim().toUpperCase();
        sent();
        dispatch(
          formActions.billOfLadingRequested({
            id: order._id,
            body: {
              billOfLading: values.billOfLading.trim(),
              oceanCarrier: oceanCarrier || null,
              vessel: values.vessel.trim() || null,
              voyage: values.voyage.trim() || null,
            },
          }),
        );
      }}
    >
      {({ submitForm }) => (
        <ConfirmDialog
          open
          tone="neutral"
          title={t('form.bol.title', { poNumber: order.poNumber })}
          message={t('form.bol.message')}
          confirmLabel={call.status === 'pending' ? t('form.saving') : t('form.bol.save')}
          onConfirm={() => void submitForm()}
          onCancel={onClose}
        >
          <ServerFieldErrors errors={call.status === 'failed' ? call.fieldErrors : undefined} />
          <TextField id="po-bol-number" name="billOfLading" label={t('form.bol.billOfLading')} autoComplete="off" />
          <TextField id="po-bol-carrier" name="oceanCarrier" label={t('form.bol.oceanCarrier')} maxLength={4} autoCapitalize="characters" autoComplete="off" />
          <TextField id="po-bol-vessel" name="vessel" label={t('form.bol.vessel')} autoComplete="off" />
          <TextField id="po-bol-voyage" name="voyage" label={t('form.bol.voyage')} autoComplete="off" />
          <CallError state={call} shownOnFields />
        </ConfirmDialog>
      )}
    </Formik>
  );
}

/** update-container-details: size and type, seal, gross weight ('Container Successfully Updated'), on the form-field kit. */
export function ContainerDialog({ order, containerId, onClose }: { order: PurchaseOrderDetail; containerId: string; onClose: () => void }) {
  const { t } = useTranslation('purchase-orders');
  const dispatch = useAppDispatch();
  const { state: call, sent } = useCallDialog('container', onClose);
  const container = order.containers.find((one) => one._id === containerId);
  if (!container) return null;
  const initialValues = {
    sizeType: container.sizeType ?? '40HC',
    sealNumber: container.sealNumber ?? '',
    grossWeightKg: numberField(container.grossWeightKg),
  };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={containerDetailsSchema}
      onSubmit={(values) => {
        const seal = values.sealNumber.trim();
        sent();
        dispatch(
          formActions.containerRequested({
            orderId: order._id,
            containerId,
            body: { sizeType: values.sizeType as ContainerType, sealNumber: seal || null, grossWeightKg: numberOrNull(values.grossWeightKg) },
          }),
        );
      }}
    >
      {({ submitForm }) => (
        <ConfirmDialog
          open
          tone="neutral"
          title={t('form.containerDialog.title', { number: container.containerNumber })}
          message={t('form.containerDialog.message')}
          confirmLabel={call.status === 'pending' ? t('form.saving') : t('form.containerDialog.save')}
          onConfirm={() => void submitForm()}
          onCancel={onClose}
        >
          <ServerFieldErrors errors={call.status === 'failed' ? call.fieldErrors : undefined} />
          <SelectField
            id="po-container-size"
            name="sizeType"
            label={t('form.containers.sizeType')}
            options={CONTAINER_TYPES.map((type) => ({ value: type, label: t(`containerType.${type}`) }))}
          />
          <TextField id="po-container-seal" name="sealNumber" label={t('form.containers.seal')} autoComplete="off" />
          <TextField id="po-container-weight" name="grossWeightKg" label={t('form.containers.weight')} inputMode="decimal" />
          <CallError state={call} shownOnFields />
        </ConfirmDialog>
      )}
    </Formik>
  );
}

/** The split as chosen: per line the quantity that moves (lines carried by a moving container move whole). */
export interface SplitChoice {
  containerIds: string[];
  /** Line id → quantity typed to move ('' = none). */
  quantities: Record<string, string>;
}

/** What moves and what stays, and what is wrong with the choice (translation keys with values). */
function planSplit(order: PurchaseOrderDetail, choice: SplitChoice) {
  const moving = new Set(choice.containerIds);
  const problems: Array<{ key: string; values?: Record<string, string | number>; lineId?: string }> = [];
  const lines = [...order.lines]
    .sort((a, b) => a.lineNo - b.lineNo)
    .map((line) => {
      const withContainer = line.containerId !== null && moving.has(line.containerId);
      const typed = (choice.quantities[line._id] ?? '').trim();
      let moves = 0;
      if (withContainer) moves = line.quantity;
      else if (typed) {
        // Typed in the reader's language ("1,200", "1 200"), as every number.
        const n = parseTypedNumber(typed) ?? NaN;
        if (!Number.isInteger(n) || n < 0 || n > line.quantity)
          problems.push({ key: 'form.split.quantity', values: { max: line.quantity, line: line.lineNo }, lineId: line._id });
        else moves = n;
      }
      return { line, withContainer, moves, stays: line.quantity - moves };
    });
  const movingLines = lines.filter((entry) => entry.moves > 0);
  if (problems.length === 0 && movingLines.length === 0 && moving.size === 0) problems.push({ key: 'form.split.nothing' });
  if (problems.length === 0 && lines.every((entry) => entry.stays === 0)) problems.push({ key: 'form.split.everything' });
  const request: SplitPurchaseOrderRequest = {
    _id: order._id,
    lines: movingLines.map((entry) => ({ _id: entry.line._id, quantity: entry.moves })),
    containerIds: [...moving],
  };
  return { lines, problems, request, containersMoving: moving.size, containersStaying: order.containers.length - moving.size };
}

/**
 * split-purchase-order: the user picks containers (their lines go with them) and quantities of other lines; the
 * table shows what moves to the new order and what stays. The dialog's button is the confirmation.
 */
export function SplitDialog({ order, onClose }: { order: PurchaseOrderDetail; onClose: () => void }) {
  const { t } = useTranslation('purchase-orders');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const { state: call, sent } = useCallDialog('split', onClose);
  const [choice, setChoice] = useState<SplitChoice>({ containerIds: [], quantities: {} });
  const [tried, setTried] = useState(false);
  const plan = useMemo(() => planSplit(order, choice), [order, choice]);
  const numberOf = new Map(order.containers.map((container) => [container._id, container.containerNumber]));
  // The server's messages, each once (two fields may carry the same one); a failure without fields is CallError's.
  const server = call.status === 'failed' ? [...new Set(Object.values(call.fieldErrors ?? {}))] : [];
  const shown = tried ? plan.problems : plan.problems.filter((problem) => problem.lineId);

  const confirm = () => {
    setTried(true);
    if (plan.problems.length > 0) return;
    sent();
    dispatch(formActions.splitRequested({ body: plan.request }));
  };

  return (
    <ConfirmDialog
      open
      tone="neutral"
      title={t('form.split.title', { poNumber: order.poNumber })}
      message={t('form.split.message', { poNumber: order.poNumber })}
      confirmLabel={call.status === 'pending' ? t('form.saving') : t('form.split.confirm')}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {order.containers.length > 0 && (
        <fieldset className="po-split-containers">
          <legend>{t('form.split.containers')}</legend>
          {order.containers.map((container) => (
            <div className="field field-checkbox" key={container._id}>
              <div className="field-checkbox-row">
                <input
                  id={`po-split-container-${container._id}`}
                  type="checkbox"
                  checked={choice.containerIds.includes(container._id)}
                  onChange={(event) =>
                    setChoice((now) => ({
                      ...now,
                      containerIds: event.target.checked ? [...now.containerIds, container._id] : now.containerIds.filter((id) => id !== container._id),
                    }))
                  }
                />
                <label htmlFor={`po-split-container-${container._id}`}>{t('form.split.moveContainer', { number: container.containerNumber })}</label>
              </div>
            </div>
          ))}
        </fieldset>
      )}
      <div className="table-scroller">
        <table className="po-split-table">
          <caption>{t('form.split.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('form.split.line')}</th>
              <th scope="col">{t('form.split.ordered')}</th>
              <th scope="col">{t('form.split.moves')}</th>
              <th scope="col">{t('form.split.stays')}</th>
            </tr>
          </thead>
          <tbody>
            {plan.lines.map(({ line, withContainer, moves, stays }) => {
              const id = `po-split-line-${line._id}`;
              const problem = shown.find((one) => one.lineId === line._id);
              return (
                <tr key={line._id}>
                  <th scope="row">
                    {line.lineNo}. {line.description} <span className="muted">({line.sku})</span>
                  </th>
                  <td>{format.number(line.quantity)}</td>
                  <td>
                    {withContainer ? (
                      <span>
                        {format.number(moves)} <span className="muted">{t('form.split.withContainer', { number: numberOf.get(line.containerId!) ?? '' })}</span>
                      </span>
                    ) : (
                      <>
                        <label htmlFor={id} className="visually-hidden">
                          {t('form.split.quantityLabel', { line: line.lineNo, sku: line.sku })}
                        </label>
                        <input
                          id={id}
                          className="po-split-quantity"
                          inputMode="decimal"
                          value={choice.quantities[line._id] ?? ''}
                          placeholder="0"
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={problem ? `${id}-error` : undefined}
                          onChange={(event) => setChoice((now) => ({ ...now, quantities: { ...now.quantities, [line._id]: event.target.value } }))}
                        />
                        {problem && (
                          <p className="field-error" id={`${id}-error`} role="alert">
                            {t(problem.key, problem.values)}
                          </p>
                        )}
                      </>
                    )}
                  </td>
                  <td>{format.number(stays)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p aria-live="polite">
        {t('form.split.summary', {
          lines: t('form.split.lineCount', { count: plan.lines.filter((entry) => entry.moves > 0).length }),
          containers: t('form.split.containerCount', { count: plan.containersMoving }),
          linesStaying: t('form.split.lineCount', { count: plan.lines.filter((entry) => entry.stays > 0).length }),
          containersStaying: t('form.split.containerCount', { count: plan.containersStaying }),
        })}
      </p>
      {(shown.some((problem) => !problem.lineId) || server.length > 0) && (
        <div role="alert">
          {shown
            .filter((problem) => !problem.lineId)
            .map((problem) => (
              <p className="field-error" key={problem.key}>
                {t(problem.key, problem.values)}
              </p>
            ))}
          {server.map((message) => (
            <p className="field-error" key={message}>
              {message}
            </p>
          ))}
        </div>
      )}
      <CallError state={call} shownOnFields />
    </ConfirmDialog>
  );
}

/** close-purchase-order, asked first: a closed order is read-only and its containers' numbers are freed. */
export function CloseDialog({ order, onClose }: { order: PurchaseOrderDetail; onClose: () => void }) {
  const { t } = useTranslation('purchase-orders');
  const dispatch = useAppDispatch();
  const { state: call, sent } = useCallDialog('close', onClose);
  return (
    <ConfirmDialog
      open
      title={t('form.close.title', { poNumber: order.poNumber })}
      message={t('form.close.message', { poNumber: order.poNumber })}
      confirmLabel={t('form.close.confirm')}
      onConfirm={() => {
        sent();
        dispatch(formActions.closeRequested({ id: order._id }));
      }}
      onCancel={onClose}
    >
      <CallError state={call} />
    </ConfirmDialog>
  );
}
