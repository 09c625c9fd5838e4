import { useEffect } from 'react';
import { Form, Formik } from 'formik';
import type { CarrierQuoteView } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ErrorPanel, IdText, ServerFieldErrors, TextField, useDocumentTitle } from '@freight/ui';
import { QUOTE_ID } from './api';
import { CarrierLoadSummary } from './CarrierLoadSummary';
import { CommentThread } from './CommentThread';
import { CallError, DeclineForm, QuoteStatusPanel, TermsForm } from './QuoteForms';
import { passcodeSchema } from './schema';
import { confirmQuoteActions, selectConfirmQuoteCall, selectQuotePage } from './state';
import './confirm-quote.css';

/**
 * Step one: the passcode of the e-mail. A wrong one is the server's field error, beside the field; `changed`: the
 * open quote refused its passcode (the request was sent again), which the step says, tied to the field.
 */
function PasscodeStep({ quoteId, changed }: { quoteId: string; changed: boolean }) {
  const { t } = useTranslation('public-pages');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectConfirmQuoteCall('unlock'));
  return (
    <section className="card quote-passcode" aria-labelledby="quote-passcode-title">
      <h2 id="quote-passcode-title">{t('confirm.passcode.title')}</h2>
      <p>{t('confirm.passcode.intro')}</p>
      {changed && (
        <p className="notice" id="quote-passcode-changed" role="alert">
          {t('confirm.passcode.changed')}
        </p>
      )}
      <Formik
        initialValues={{ passcode: '' }}
        validationSchema={passcodeSchema}
        // The server's "Wrong passcode" stays until the next try: cleared on blur, it would move the button from under
        // the pointer between press and release, and trying the same passcode again would do nothing.
        validateOnBlur={false}
        onSubmit={(values) => {
          dispatch(confirmQuoteActions.unlockRequested({ quoteId, passcode: values.passcode.trim() }));
        }}
      >
        <Form noValidate>
          <ServerFieldErrors errors={state.status === 'failed' ? state.fieldErrors : undefined} />
          <TextField
            name="passcode"
            label={t('confirm.passcode.label')}
            autoComplete="one-time-code"
            spellCheck={false}
            autoCapitalize="off"
            aria-describedby={changed ? 'quote-passcode-changed' : undefined}
          />
          <CallError state={state} />
          <div className="form-actions">
            <button type="submit" className="button" disabled={state.status === 'pending'} aria-busy={state.status === 'pending'}>
              {t('confirm.passcode.submit')}
            </button>
          </div>
        </Form>
      </Formik>
    </section>
  );
}

/** The open quote: the load, where the quote stands, and what the carrier can still do. */
function OpenQuote({ quote }: { quote: CarrierQuoteView }) {
  const { t } = useTranslation('public-pages');
  const open = quote.status === 'requested' || quote.status === 'confirmed';
  return (
    <>
      <p className="quote-greeting">{t('confirm.greeting', { name: quote.recipientName, shipper: quote.load.shipperName })}</p>
      <QuoteStatusPanel quote={quote} />
      <div className="quote-columns">
        <CarrierLoadSummary load={quote.load} />
        <div className="quote-actions">
          {quote.status === 'requested' && <TermsForm quote={quote} />}
          {open && <DeclineForm />}
          <CommentThread comments={quote.comments} canWrite={open || quote.status === 'approved'} />
        </div>
      </div>
    </>
  );
}

/**
 * /confirmQuote?quoteId=Q-…: the public page a carrier opens from the quote e-mail. The passcode is asked on the page
 * and kept in memory while it is open; after too many wrong ones the quote is locked and the page says what to do.
 */
export function ConfirmQuotePage() {
  const { t } = useTranslation('public-pages');
  useDocumentTitle(t('screens.confirmQuote'));
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const quoteId = params.get('quoteId')?.trim() ?? '';
  const page = useAppSelector(selectQuotePage);
  // Another quote, or the page closing: whatever was open is forgotten, passcode included.
  useEffect(() => () => void dispatch(confirmQuoteActions.left()), [dispatch, quoteId]);

  let body;
  if (!QUOTE_ID.test(quoteId)) {
    body = <ErrorPanel title={t('confirm.badLink.title')} message={t('confirm.badLink.body')} />;
  } else if (page.access === 'locked') {
    body = (
      <ErrorPanel title={t('confirm.locked.title')} message={t('confirm.locked.body')}>
        <p>{t('confirm.locked.next')}</p>
      </ErrorPanel>
    );
  } else if (page.access === 'notFound') {
    body = <ErrorPanel title={t('confirm.notFound.title')} message={t('confirm.notFound.body')} />;
  } else if (page.access === 'open' && page.view && page.quoteId === quoteId) {
    body = <OpenQuote quote={page.view} />;
  } else {
    body = <PasscodeStep quoteId={quoteId} changed={Boolean(page.passcodeChanged)} />;
  }
  return (
    <div className="quote-page">
      <h1>{t('confirm.title')}</h1>
      {QUOTE_ID.test(quoteId) && (
        <p className="muted">
          <IdText>{t('confirm.reference', { quoteId })}</IdText>
        </p>
      )}
      {body}
    </div>
  );
}
