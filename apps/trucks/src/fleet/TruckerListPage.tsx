import { useMemo, useState } from 'react';
import { SETTABLE_TRUCKER_STATUSES, TRUCKER_STATUSES, insuranceStateOf, type SettableTruckerStatus, type Trucker, type TruckerKind } from '@freight/contracts';
import { useOpenChat } from '@freight/chat';
import { localeOf, useFormat, useTranslation } from '@freight/i18n';
import { Link } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { PagedListView, type Column, type ListFilter } from '@freight/table';
import { CopyButton, useDocumentTitle } from '@freight/ui';
import { paths } from '../paths';
import { FleetMap } from './FleetMap';
import { bulkCalls, editsOf, fleetActions, listOf, selectBulk, selectDriverLink, useResource } from './state';
import { localToday } from './trucker-schema';
import './fleet.css';

function useDates() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const locale = localeOf(i18n.language);
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    // A calendar day (`YYYY-MM-DD`) is shown as that day wherever the reader is.
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
    };
  }, [i18n.language]);
}

function EquipmentChips({ trucker }: { trucker: Trucker }) {
  const format = useFormat();
  return (
    <ul className="chips" aria-label={trucker.equipment.map((item) => format.equipment(item)).join(', ')}>
      {trucker.equipment.map((item) => (
        <li key={item._id} className="chip">
          {format.equipment(item)}
        </li>
      ))}
    </ul>
  );
}

/** The bulk status change of the chosen rows (trucker-update-list: all or none). */
function BulkBar({ kind, selected, pageIds, onSelect }: { kind: TruckerKind; selected: string[]; pageIds: string[]; onSelect: (ids: string[]) => void }) {
  const { t } = useTranslation('trucks');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const bulk = useAppSelector(selectBulk);
  const [status, setStatus] = useState<SettableTruckerStatus | ''>('');
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const busy = bulk.status === 'pending';
  return (
    <div className="fleet-bulk" role="group" aria-label={t('fleet.bulk.label')}>
      <div className="field-checkbox-row">
        <input
          id="fleet-select-page"
          type="checkbox"
          checked={allOnPage}
          onChange={() => onSelect(allOnPage ? selected.filter((id) => !pageIds.includes(id)) : [...new Set([...selected, ...pageIds])].slice(0, 100))}
        />
        <label htmlFor="fleet-select-page">{t('fleet.bulk.selectPage')}</label>
      </div>
      <span aria-live="polite">{t('fleet.bulk.selected', { count: selected.length })}</span>
      <div className="field">
        <label htmlFor="fleet-bulk-status">{t('fleet.bulk.status')}</label>
        <select id="fleet-bulk-status" value={status} onChange={(event) => setStatus(event.target.value as SettableTruckerStatus | '')}>
          <option value="">{t('fleet.bulk.choose')}</option>
          {/* 'On a load' is shown while a load is under way, never set. */}
          {SETTABLE_TRUCKER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {format.status(value)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button button-secondary"
        disabled={busy || selected.length === 0 || status === ''}
        aria-busy={busy || undefined}
        onClick={() => {
          if (status === '') return;
          dispatch(fleetActions.bulkStatusRequested({ kind, ids: selected, status }));
          onSelect([]);
        }}
      >
        {t('fleet.bulk.apply')}
      </button>
    </div>
  );
}

/**
 * /trucks (kind truck) and /carrier (kind carrier, owner-operators): the company's fleet, searched and filtered
 * (status, equipment), paged with long pages (the table virtualises), row actions (edit, chat, remove with its 409
 * reason), a bulk status change, and the map of every truck's last position kept live.
 */
export function TruckerListPage({ kind }: { kind: TruckerKind }) {
  const { t } = useTranslation('trucks');
  const dispatch = useAppDispatch();
  const openChat = useOpenChat();
  const format = useFormat();
  const dates = useDates();
  const list = listOf(kind);
  const edits = editsOf(kind);
  const state = useAppSelector(list.selectState);
  const equipment = useResource('equipment', 'all');
  const [selected, setSelected] = useState<string[]>([]);
  const driverLink = useAppSelector(selectDriverLink);
  const carrier = kind === 'carrier';
  const title = t(carrier ? 'screens.carrierList' : 'screens.truckList');
  useDocumentTitle(title);
  const today = localToday();
  const editHref = (row: Trucker) => (carrier ? paths.editCarrier.getHref({ truckID: row._id }) : paths.editTruck.getHref({ truckID: row._id }));

  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((one) => one !== id) : current.length >= 100 ? current : [...current, id]));

  const columns: Column<Trucker>[] = [
    {
      key: 'select',
      header: t('fleet.columns.select'),
      render: (row) => (
        <input
          type="checkbox"
          checked={selected.includes(row._id)}
          onChange={() => toggle(row._id)}
          aria-label={t('fleet.bulk.selectRow', { unit: row.truckNumber })}
        />
      ),
    },
    {
      key: 'unit',
      header: t('fleet.columns.unit'),
      render: (row) => (
        <Link to={editHref(row)} className="fleet-unit">
          {row.truckNumber}
        </Link>
      ),
    },
    ...(carrier
      ? [
          { key: 'name', header: t('fleet.columns.carrier'), render: (row: Trucker) => row.name },
          {
            key: 'authority',
            header: t('fleet.columns.authority'),
            render: (row: Trucker) => [row.dotNumber && `DOT ${row.dotNumber}`, row.mcNumber && `MC ${row.mcNumber}`].filter(Boolean).join(' · ') || '—',
          },
          {
            key: 'insurance',
            header: t('fleet.columns.insurance'),
            render: (row: Trucker) => {
              const insurance = insuranceStateOf(row.insuranceExpiresOn, today);
              if (!row.insuranceExpiresOn || !insurance) return t('fleet.insurance.none');
              return (
                <span>
                  {dates.day(row.insuranceExpiresOn)}
                  {insurance !== 'valid' && (
                    <span className={`badge ${insurance === 'expired' ? 'badge-danger' : 'badge-warn'}`}> {t(`fleet.insurance.${insurance}`)}</span>
                  )}
                </span>
              );
            },
          },
          {
            key: 'lanes',
            header: t('fleet.columns.lanes'),
            render: (row: Trucker) => (row.lanes.length === 0 ? '—' : row.lanes.map((lane) => lane.name).join('; ')),
          },
        ]
      : [
          { key: 'trailer', header: t('fleet.columns.trailer'), render: (row: Trucker) => row.trailerNumber ?? '—' },
          {
            key: 'plate',
            header: t('fleet.columns.plate'),
            render: (row: Trucker) => (row.plateNumber ? `${row.plateNumber}${row.plateState ? ` (${row.plateState})` : ''}` : '—'),
          },
          { key: 'driver', header: t('fleet.columns.driver'), render: (row: Trucker) => row.name },
        ]),
    { key: 'equipment', header: t('fleet.columns.equipment'), render: (row) => <EquipmentChips trucker={row} /> },
    {
      key: 'status',
      header: t('fleet.columns.status'),
      render: (row) => <span className={`badge fleet-status-${row.status}`}>{format.status(row.status)}</span>,
    },
    {
      key: 'home',
      header: t('fleet.columns.home'),
      render: (row) => [row.homeCity, row.homeState].filter(Boolean).join(', ') || '—',
    },
    {
      key: 'position',
      header: t('fleet.columns.position'),
      render: (row) =>
        row.location ? (
          <span>
            {row.location.name ??
              `${format.number(row.location.lat, { maximumFractionDigits: 3 })}, ${format.number(row.location.lng, { maximumFractionDigits: 3 })}`}
            {row.location.at && <span className="fleet-time"> {dates.dateTime(row.location.at)}</span>}
          </span>
        ) : (
          t('fleet.noPosition')
        ),
    },
  ];

  const filters: ListFilter[] = [
    {
      name: 'status',
      label: t('fleet.filters.status'),
      allLabel: t('fleet.filters.allStatuses'),
      options: TRUCKER_STATUSES.map((status) => ({ value: status, label: format.status(status) })),
    },
    {
      name: 'equipment',
      label: t('fleet.filters.equipment'),
      allLabel: t('fleet.filters.allEquipment'),
      options: (equipment.data ?? []).map((item) => ({ value: item._id, label: format.equipment(item) })),
    },
  ];

  const addHref = carrier ? paths.addCarrier.getHref() : paths.addTruck.getHref();
  const addLabel = t(carrier ? 'fleet.addCarrier' : 'fleet.addTruck');
  return (
    <section aria-labelledby="fleet-list-title" className="fleet-list">
      <h1 id="fleet-list-title">{title}</h1>
      <nav className="fleet-more" aria-label={t('fleet.moreLabel')}>
        {carrier ? <Link to={paths.trucks.getHref()}>{t('screens.truckList')}</Link> : <Link to={paths.carriers.getHref()}>{t('screens.carrierList')}</Link>}
        <Link to={paths.searchTrucks.getHref()}>{t('screens.searchTrucks')}</Link>
      </nav>
      {driverLink.status === 'succeeded' && driverLink.data && (
        <section className="card fleet-driver-link" aria-labelledby="fleet-driver-link-title">
          <h2 id="fleet-driver-link-title">{t('fleet.driverLink.title', { unit: driverLink.data.truckNumber })}</h2>
          <p className="muted">
            {t(driverLink.data.link.emailed ? 'fleet.driverLink.emailed' : 'fleet.driverLink.notEmailed', {
              when: dates.dateTime(driverLink.data.link.expiresAt),
            })}
          </p>
          <input readOnly value={driverLink.data.link.url} aria-label={t('fleet.driverLink.url')} onFocus={(event) => event.currentTarget.select()} />
          <div className="form-actions">
            <CopyButton text={driverLink.data.link.url} />
            <button type="button" className="button button-secondary" onClick={() => dispatch(bulkCalls.actions.reset(['driverLink']))}>
              {t('fleet.driverLink.close')}
            </button>
          </div>
        </section>
      )}
      {state.items.length > 0 && <BulkBar kind={kind} selected={selected} pageIds={state.items.map((row) => row._id)} onSelect={setSelected} />}
      <PagedListView
        list={list}
        caption={title}
        columns={columns}
        rowKey={(row) => row._id}
        add={{ to: addHref, label: addLabel }}
        filters={filters}
        cards
        remove={{ rowName: (row) => row.truckNumber, action: (row) => edits.actions.removeRequested(row._id) }}
        rowActions={(row) => (
          <>
            <Link to={editHref(row)} aria-label={t('fleet.actions.editNamed', { unit: row.truckNumber })}>
              {t('fleet.actions.edit')}
            </Link>
            <button
              type="button"
              className="link-button"
              aria-label={t('fleet.actions.chatNamed', { unit: row.truckNumber })}
              onClick={() => openChat({ truckerId: row._id, name: row.name, truckNumber: row.truckNumber })}
            >
              {t('fleet.actions.chat')}
            </button>
            <button
              type="button"
              className="link-button"
              aria-label={t('fleet.actions.sendLinkNamed', { unit: row.truckNumber })}
              disabled={driverLink.status === 'pending'}
              onClick={() => dispatch(fleetActions.sendLinkRequested({ truckerId: row._id, truckNumber: row.truckNumber }))}
            >
              {t('fleet.actions.sendLink')}
            </button>
          </>
        )}
        empty={
          <>
            <p>{t(carrier ? 'fleet.emptyCarriers' : 'fleet.empty')}</p>
            <Link className="button" to={addHref}>
              {addLabel}
            </Link>
          </>
        }
      >
        <FleetMap kind={kind} />
      </PagedListView>
    </section>
  );
}
