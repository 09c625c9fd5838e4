import { useEffect, useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { formatKm } from '@freight/api-client';
import type { Lane, LoadListItem } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { MapView, type MapPoint } from '@freight/map';
import { SEARCH_DEBOUNCE_MS } from '@freight/store';
import { DataTable } from '@freight/table';
import { EmptyState, LoadingState, SelectField, TextAreaField, TextField } from '@freight/ui';
import { FormActions, useEntityForm } from '../book/entity-form';
import { FormErrorsFromServer } from '../book/FormErrorsFromServer';
import { useResource } from '../resources';
import { EMPTY_LANE, formToLane, laneSchema, laneToForm, type LaneFormValues } from './lane-schema';

const latlng = (end: Lane['origin']) => (end.lat === null || end.lng === null ? undefined : `${end.lat},${end.lng}`);

/** The lane's road route on the map with its distance (getdirection-json; kilometres with 2 decimals). */
function LaneRoute({ lane }: { lane: Lane }) {
  const { t } = useTranslation('address');
  const from = latlng(lane.origin);
  const to = latlng(lane.destination);
  const direction = useResource('direction', from && to ? `${from}|${to}` : undefined);
  const points = useMemo<MapPoint[]>(
    () => [
      ...(from ? [{ id: 'origin', lat: lane.origin.lat!, lng: lane.origin.lng!, label: `${lane.origin.name} (${lane.origin.city})`, kind: 'origin' }] : []),
      ...(to ? [{ id: 'destination', lat: lane.destination.lat!, lng: lane.destination.lng!, label: `${lane.destination.name} (${lane.destination.city})`, kind: 'destination' }] : []),
    ],
    [lane, from, to],
  );
  const routes = useMemo(() => (direction.data ? [{ id: lane._id, label: lane.name, points: direction.data.points }] : []), [direction.data, lane]);
  return (
    <section className="card" aria-labelledby="route-title">
      <h2 id="route-title">{t('lane.route')}</h2>
      {direction.data && (
        <p data-testid="lane-distance">
          {t('lane.distance', { distance: formatKm(direction.data.distanceKm), hours: (direction.data.durationMinutes / 60).toFixed(1) })}
        </p>
      )}
      <MapView points={points} routes={routes} label={t('lane.routeMap', { name: lane.name })} />
    </section>
  );
}

function LoadsTable({ title, loads }: { title: string; loads: LoadListItem[] | undefined }) {
  const { t } = useTranslation('address');
  return (
    <>
      <h3>{title}</h3>
      <DataTable
        caption={title}
        rows={loads ?? []}
        loading={loads === undefined}
        rowKey={(load) => load._id}
        empty={t('lane.noLoads')}
        columns={[
          { key: 'loadId', header: t('lane.loadId'), render: (load) => load.loadId },
          { key: 'status', header: t('lane.status'), render: (load) => <span className="badge">{load.status}</span> },
          { key: 'from', header: t('fields.origin'), render: (load) => `${load.origin.city}, ${load.origin.state}` },
          { key: 'to', header: t('fields.destination'), render: (load) => `${load.destination.city}, ${load.destination.state}` },
        ]}
      />
    </>
  );
}

/** Its users, past loads and current loads (lane-manager). */
function LaneActivity({ id }: { id: string }) {
  const { t } = useTranslation('address');
  const users = useResource('laneUsers', id);
  const past = useResource('lanePastLoads', id);
  const current = useResource('laneCurrentLoads', id);
  return (
    <section className="card" aria-labelledby="lane-activity-title">
      <h2 id="lane-activity-title">{t('lane.activity')}</h2>
      <h3>{t('fields.users')}</h3>
      {users.status === 'loading' && !users.data ? (
        <LoadingState />
      ) : users.data && users.data.length > 0 ? (
        <ul data-testid="lane-users">
          {users.data.map((user) => (
            <li key={user._id}>
              {user.firstname} {user.lastname} — {user.email}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{t('lane.noUsers')}</EmptyState>
      )}
      <LoadsTable title={t('lane.currentLoads')} loads={current.data} />
      <LoadsTable title={t('lane.pastLoads')} loads={past.data} />
    </section>
  );
}

/** /address/add-lanes and /address/edit-lanes/:id */
export function LaneFormPage() {
  const { t } = useTranslation('address');
  const { id, record: lane, gate, submit } = useEntityForm('lane');
  const [addressSearch, setAddressSearch] = useState('');
  const [debouncedSearch, setDebouncedSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebouncedSearch(addressSearch.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [addressSearch]);
  const options = useResource('addressOptions', debouncedSearch);

  if (gate) return gate;
  const initial = lane ? laneToForm(lane) : EMPTY_LANE;
  const addressOptions = (options.data?.items ?? []).map((a) => ({ value: a._id, label: `${a.name} — ${a.city}, ${a.state}` }));
  // Keep the lane's own ends selectable even when the search does not list them.
  for (const end of lane ? [lane.origin, lane.destination] : []) {
    if (!addressOptions.some((o) => o.value === end.addressId)) addressOptions.push({ value: end.addressId, label: `${end.name} — ${end.city}, ${end.state}` });
  }

  return (
    <section aria-labelledby="lane-form-title">
      <h1 id="lane-form-title">{id ? t('screens.editLane') : t('screens.addLane')}</h1>
      <Formik<LaneFormValues>
        initialValues={initial}
        enableReinitialize
        validationSchema={laneSchema}
        onSubmit={(values) => submit(formToLane(values))}
      >
        <Form noValidate>
          <FormErrorsFromServer />
          <TextField name="name" label={t('fields.name')} />
          <div className="field">
            <label htmlFor="lane-address-search">{t('lane.findAddress')}</label>
            <input id="lane-address-search" type="search" value={addressSearch} onChange={(event) => setAddressSearch(event.target.value)} />
          </div>
          <div className="form-grid">
            <SelectField name="originAddressId" label={t('fields.origin')} placeholder={t('lane.choose')} options={addressOptions} />
            <SelectField name="destinationAddressId" label={t('fields.destination')} placeholder={t('lane.choose')} options={addressOptions} />
            <TextField name="targetRate" type="number" min={0} label={t('fields.targetRate')} />
            <TextField name="loadsPerWeek" type="number" min={0} label={t('fields.loadsPerWeek')} />
          </div>
          <TextAreaField name="notes" label={t('fields.notes')} />
          <FormActions cancelTo="/address?tab=lanes" />
        </Form>
      </Formik>
      {lane && <LaneRoute lane={lane} />}
      {id && <LaneActivity id={id} />}
    </section>
  );
}
