import { useId, useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { BULK_LOADS_MAX, type EquipmentType } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { Link } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ConfirmDialog, ErrorPanel, fieldErrorText, IdText, LoadingState } from '@freight/ui';
import { paths } from '../paths';
import { useResource } from '../resources';
import { BULK_COLUMNS, REQUIRED_COLUMNS, templateCsv, type BulkColumn } from './columns';
import { MISSING_COLUMNS_PROBLEM, parseFile, UnsupportedFileError, type BulkRow } from './parse-file';
import { bulkActions, selectBulkFile, selectUploadCall } from './state';

const TEMPLATE_FILE_NAME = 'freighthub-loads-template.csv';
/** Errors listed above the table (all are on their cells). */
const LISTED_ERRORS = 50;

const hasErrors = (row: BulkRow) => Object.keys(row.errors).length > 0;

/** A message of a row: a translation key (the browser's checks) or the server's text (already translated). */
function useMessage() {
  const { t } = useTranslation('loads');
  return (message: string) => fieldErrorText(t, message);
}

/** A cell of the preview: its text, or, when it has an error, a field to correct it with the error below. */
function Cell({ row, column, equipment }: { row: BulkRow; column: BulkColumn; equipment: EquipmentType[] }) {
  const { t } = useTranslation('loads');
  const message = useMessage();
  const dispatch = useAppDispatch();
  const errors = row.errors[column];
  const errorId = `bulk-${row.line}-${column}-error`;
  if (!errors) return <td>{row.cells[column]}</td>;
  const save = (value: string) => {
    if (value !== row.cells[column]) dispatch(bulkActions.cellEdited({ line: row.line, column, value, equipment }));
  };
  return (
    <td className="bulk-cell-error" data-column={column}>
      <input
        className="bulk-cell-input"
        defaultValue={row.cells[column]}
        aria-label={t('bulk.table.cellLabel', { row: row.line, column })}
        aria-invalid
        aria-describedby={errorId}
        onBlur={(event) => save(event.target.value)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') save(event.currentTarget.value);
        }}
      />
      <span className="bulk-cell-message" id={errorId}>
        {errors.map(message).join(' ')}
      </span>
    </td>
  );
}

function PreviewTable({ rows, equipment, onlyErrors }: { rows: BulkRow[]; equipment: EquipmentType[]; onlyErrors: boolean }) {
  const { t } = useTranslation('loads');
  const dispatch = useAppDispatch();
  const message = useMessage();
  const shown = onlyErrors ? rows.filter(hasErrors) : rows;
  return (
    <div className="table-scroller bulk-table-scroller" tabIndex={0} role="region" aria-label={t('bulk.table.label')}>
      <table className="bulk-table">
        <caption className="visually-hidden">{t('bulk.table.label')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bulk.table.row')}</th>
            <th scope="col">{t('bulk.table.status')}</th>
            {BULK_COLUMNS.map((column) => (
              <th scope="col" key={column}>
                <code>{column}</code>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.line} className={hasErrors(row) ? 'bulk-row-error' : undefined} data-line={row.line}>
              <th scope="row">{row.line}</th>
              <td>
                {hasErrors(row) ? (
                  <>
                    {row.errors.row && <span className="bulk-cell-message">{row.errors.row.map(message).join(' ')}</span>}
                    <button type="button" className="link-button" onClick={() => dispatch(bulkActions.rowRemoved(row.line))}>
                      {t('bulk.table.remove', { row: row.line })}
                    </button>
                  </>
                ) : (
                  <span className="muted">{t('bulk.table.ok')}</span>
                )}
              </td>
              {BULK_COLUMNS.map((column) => (
                <Cell key={column} row={row} column={column} equipment={equipment} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Upload: the template, the file, the preview with every row's errors on its cells, and create all at once. */
export function UploadSection() {
  const { t } = useTranslation('loads');
  const message = useMessage();
  const dispatch = useAppDispatch();
  const inputId = useId();
  const file = useAppSelector(selectBulkFile);
  const upload = useAppSelector(selectUploadCall);
  const equipmentEntry = useResource('equipment', 'all');
  const equipment = equipmentEntry.data ?? [];
  const equipmentReady = equipmentEntry.status === 'loaded' || equipmentEntry.status === 'failed';
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string>();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const templateHref = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv())}`, []);

  const rows = file?.rows ?? [];
  const badRows = rows.filter(hasErrors);
  const errorList = badRows.flatMap((row) =>
    Object.entries(row.errors).flatMap(([column, messages]) => (messages ?? []).map((text) => ({ line: row.line, column, text }))),
  );
  const canCreate = Boolean(file) && rows.length > 0 && badRows.length === 0 && upload.status !== 'pending';
  // Without its required columns no row of the file is read: a count ("Rows: 0.") would say the file has none.
  const rowsRead = !file?.problems.some((problem) => problem.key === MISSING_COLUMNS_PROBLEM);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setReading(true);
    setReadError(undefined);
    dispatch(bulkActions.reset(['upload']));
    try {
      dispatch(bulkActions.fileParsed(await parseFile(chosen, equipment)));
    } catch (caught) {
      setReadError(caught instanceof UnsupportedFileError ? t('bulk.file.unsupported') : t('bulk.file.unreadable'));
    } finally {
      setReading(false);
    }
  };

  return (
    <section className="card bulk-section" aria-labelledby="bulk-upload-title">
      <h2 id="bulk-upload-title">{t('bulk.upload.title')}</h2>
      <p>{t('bulk.upload.intro', { max: BULK_LOADS_MAX })}</p>
      <p>
        <a className="button button-secondary" href={templateHref} download={TEMPLATE_FILE_NAME}>
          {t('bulk.upload.template')}
        </a>
      </p>
      <details className="bulk-columns">
        <summary>{t('bulk.upload.columnsTitle')}</summary>
        <p className="muted">{t('bulk.upload.columnsIntro')}</p>
        <dl>
          {BULK_COLUMNS.map((column) => (
            <div key={column} className="bulk-column-doc">
              <dt>
                <code>{column}</code> {REQUIRED_COLUMNS.includes(column) && <span className="badge">{t('bulk.upload.required')}</span>}
              </dt>
              <dd>{t(`bulk.columns.${column}`)}</dd>
            </div>
          ))}
        </dl>
      </details>

      <div className="field">
        <label htmlFor={inputId}>{t('bulk.upload.choose')}</label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => void choose(event)}
          disabled={!equipmentReady || reading || upload.status === 'pending'}
        />
      </div>
      {(!equipmentReady || reading) && <LoadingState label={t(reading ? 'bulk.upload.reading' : 'bulk.upload.preparing')} />}
      {readError && <ErrorPanel title={t('bulk.file.problemTitle')} message={readError} />}

      {upload.status === 'succeeded' && upload.data && (
        <div className="notice notice-success bulk-success" role="status">
          <p>{t('bulk.upload.created', { count: upload.data.created })}</p>
          <p className="muted">
            <IdText>{`${upload.data.loads[0]?.loadId ?? ''} … ${upload.data.loads[upload.data.loads.length - 1]?.loadId ?? ''}`}</IdText>
          </p>
          <Link to={paths.loads.getHref()}>{t('bulk.goToLoads')}</Link>
        </div>
      )}

      {file && (
        <div className="bulk-preview">
          <h3>{t('bulk.preview.title', { name: file.name })}</h3>
          {rowsRead && (
            <p role="status" className="bulk-summary">
              {t('bulk.preview.summary', { count: rows.length })} {badRows.length > 0 && t('bulk.preview.withErrors', { count: badRows.length })}
            </p>
          )}
          {file.problems.length > 0 && (
            <ul className="bulk-problems" role="alert">
              {file.problems.map((problem) => (
                <li key={problem.key}>{t(problem.key, problem.values)}</li>
              ))}
            </ul>
          )}
          {upload.status === 'failed' && (
            <p className="field-error" role="alert">
              {upload.errorKey ? t(upload.errorKey) : upload.errorText}
            </p>
          )}
          {errorList.length > 0 && (
            <div className="bulk-errors" role="alert" aria-labelledby="bulk-errors-title">
              <h4 id="bulk-errors-title">{t('bulk.preview.errorsTitle', { count: badRows.length })}</h4>
              <ul>
                {errorList.slice(0, LISTED_ERRORS).map((error, index) => (
                  <li key={`${error.line}-${error.column}-${index}`}>
                    {error.column === 'row'
                      ? t('bulk.preview.rowError', { row: error.line, message: message(error.text) })
                      : t('bulk.preview.cellError', { row: error.line, column: error.column, message: message(error.text) })}
                  </li>
                ))}
              </ul>
              {errorList.length > LISTED_ERRORS && <p className="muted">{t('bulk.preview.moreErrors', { count: errorList.length - LISTED_ERRORS })}</p>}
            </div>
          )}
          <div className="form-actions bulk-actions">
            <button type="button" className="button" disabled={!canCreate} onClick={() => dispatch(bulkActions.uploadRequested())}>
              {upload.status === 'pending' ? t('bulk.upload.creating') : t('bulk.upload.create', { count: rows.length })}
            </button>
            {badRows.length > 0 && (
              <button type="button" className="button button-secondary" onClick={() => dispatch(bulkActions.rowsWithErrorsRemoved())}>
                {t('bulk.upload.removeBad', { count: badRows.length })}
              </button>
            )}
            <button type="button" className="button button-secondary" onClick={() => setConfirmClear(true)} disabled={upload.status === 'pending'}>
              {t('bulk.upload.clear')}
            </button>
          </div>
          {badRows.length > 0 && (
            <div className="field field-checkbox">
              <div className="field-checkbox-row">
                <input id={`${inputId}-only`} type="checkbox" checked={onlyErrors} onChange={(event) => setOnlyErrors(event.target.checked)} />
                <label htmlFor={`${inputId}-only`}>{t('bulk.preview.onlyErrors')}</label>
              </div>
            </div>
          )}
          {rows.length > 0 && <PreviewTable rows={rows} equipment={equipment} onlyErrors={onlyErrors} />}
        </div>
      )}
      <ConfirmDialog
        open={confirmClear}
        title={t('bulk.upload.clearTitle')}
        message={t('bulk.upload.clearMessage')}
        confirmLabel={t('bulk.upload.clear')}
        onConfirm={() => {
          setConfirmClear(false);
          dispatch(bulkActions.fileCleared());
        }}
        onCancel={() => setConfirmClear(false)}
      />
    </section>
  );
}
