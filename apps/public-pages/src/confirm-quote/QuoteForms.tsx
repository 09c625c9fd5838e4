import { useState } from 'react';
import { Form, Formik } from 'formik';
import { CURRENCIES, type CarrierQuoteView } from '@freight/contracts';
import { formatAmount, formatDay, parseTypedAmount, quoteStatusLabel, useFormat, useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector, type CallState } from '@freight/store';
import { ConfirmDialog, SelectField, ServerFieldErrors, TextAreaField, TextField } from '@freight/ui';
import { declineSchema, termsFromQuote, termsSchema, today, type TermsFormValues } from './schema';
import { confirmQuoteActions, selectConfirmQuoteCall } from './state';

/** A call's message that belongs to no field (a 409, no connection), above the form's buttons. */
export function CallError({ state }: { state: CallState }) {
  const { t } = useTranslation('public-pages');
  if (state.status !== 'failed' || (!state.errorText && !state.errorKey)) return null;
  return (
    <p className="field-error quote-call-error" role="alert">
      {state.errorText ?? t(state.errorKey!)}
    </p>
  );
}

/** Where the quote stands, in words: what the carrier did, and what happens next. */
export function QuoteStatusPanel({ quote }: { quote: CarrierQuoteView }) {
  const { t, i18n } = useTranslation('public-pages');
  const format = useFormat();
  const language = i18n.language;
  return (
    <section className="card quote-status" aria-labelledby="quote-status-title" data-testid="quote-status" data-status={quote.status}>
      <h2 id="quote-status-title">
        {t('confirm.status.title')}{' '}
        <span className={`badge quote-badge-${quote.status}`}>{quoteStatusLabel(t, quote.status, format.status(quote.status))}</span>
      </h2>
      <p>{t(`confirm.status.${quote.status}`)}</p>
      {quote.amount != null && quote.status !== 'requested' && (
        <dl className="quote-facts">
          <div>
            <dt>{t('confirm.terms.amount')}</dt>
            <dd data-testid="quote-amount">{formatAmount(quote.amount, quote.currency, language)}</dd>
          </div>
          {quote.transitDays != null && (
            <div>
              <dt>{t('confirm.terms.transitDays')}</dt>
              <dd>{format.number(quote.transitDays)}</dd>
            </div>
          )}
          {quote.validUntil && (
            <div>
              <dt>{t('confirm.terms.validUntil')}</dt>
              <dd>{formatDay(quote.validUntil, language)}</dd>
            </div>
          )}
          {quote.notes && (
            <div>
              <dt>{t('confirm.terms.notes')}</dt>
              <dd>{quote.notes}</dd>
            </div>
          )}
        </dl>
      )}
      {quote.status === 'declined' && quote.declineReason && (
        <p>
          {t('confirm.decline.reasonShown')} <q>{quote.declineReason}</q>
        </p>
      )}
    </section>
  );
}

/** The carrier's price: amount and currency, transit days, until when it holds, notes (confirm-quote). */
export function TermsForm({ quote }: { quote: CarrierQuoteView }) {
  const { t } = useTranslation('public-pages');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectConfirmQuoteCall('confirm'));
  return (
    <section className="card" aria-labelledby="quote-terms-title">
      <h2 id="quote-terms-title">{t('confirm.terms.title')}</h2>
      <p className="muted">{t('confirm.terms.intro')}</p>
      <Formik<TermsFormValues>
        initialValues={termsFromQuote(quote)}
        validationSchema={termsSchema}
        // Server errors stay until the next change or try (see the passcode form).
        validateOnBlur={false}
        onSubmit={(values) => {
          dispatch(
            confirmQuoteActions.confirmRequested({
              amount: parseTypedAmount(values.amount)!,
              currency: values.currency,
              transitDays: Number(values.transitDays),
              validUntil: values.validUntil,
              notes: values.notes,
            }),
          );
        }}
      >
        <Form noValidate>
          <ServerFieldErrors errors={state.status === 'failed' ? state.fieldErrors : undefined} />
          <div className="form-grid">
            <TextField name="amount" label={t('confirm.terms.amount')} inputMode="decimal" autoComplete="off" />
            <SelectField name="currency" label={t('confirm.terms.currency')} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
            <TextField name="transitDays" label={t('confirm.terms.transitDays')} type="number" min={1} max={60} inputMode="numeric" />
            <TextField name="validUntil" label={t('confirm.terms.validUntil')} type="date" min={today()} />
          </div>
          <TextAreaField name="notes" label={t('confirm.terms.notes')} />
          <CallError state={state} />
          <div className="form-actions">
            <button type="submit" className="button" disabled={state.status === 'pending'} aria-busy={state.status === 'pending'}>
              {t('confirm.terms.submit')}
            </button>
          </div>
        </Form>
      </Formik>
    </section>
  );
}

/** Declining, with a reason, after a confirmation (decline-quote): the carrier cannot take it back. */
export function DeclineForm() {
  const { t } = useTranslation('public-pages');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectConfirmQuoteCall('decline'));
  const [reason, setReason] = useState<string>();
  return (
    <section className="card" aria-labelledby="quote-decline-title">
      <h2 id="quote-decline-title">{t('confirm.decline.title')}</h2>
      <Formik initialValues={{ reason: '' }} validationSchema={declineSchema} onSubmit={(values) => setReason(values.reason)}>
        <Form noValidate>
          <ServerFieldErrors errors={state.status === 'failed' ? state.fieldErrors : undefined} />
          <TextAreaField name="reason" label={t('confirm.decline.reason')} />
          <CallError state={state} />
          <div className="form-actions">
            <button type="submit" className="button button-danger" disabled={state.status === 'pending'}>
              {t('confirm.decline.submit')}
            </button>
          </div>
        </Form>
      </Formik>
      <ConfirmDialog
        open={reason !== undefined}
        title={t('confirm.decline.confirmTitle')}
        message={t('confirm.decline.confirmMessage')}
        onCancel={() => setReason(undefined)}
        onConfirm={() => {
          if (reason !== undefined) dispatch(confirmQuoteActions.declineRequested({ reason }));
          setReason(undefined);
        }}
      />
    </section>
  );
}
