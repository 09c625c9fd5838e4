import { useField } from 'formik';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@freight/i18n';
import { SEARCH_DEBOUNCE_MS, useFeature } from '@freight/store';
import { SelectField } from '@freight/ui';
import { pickerCache, pickerFeature } from './picker-state';

interface Place {
  _id: string;
  name: string;
  city: string;
  state: string;
  code?: string;
}

const placeLabel = (place: Place) => `${place.name}${place.code ? ` (${place.code})` : ''} — ${place.city}, ${place.state}`;

/**
 * Picks an address (or a warehouse) of the company for a Formik field holding its id. Its own search box asks the
 * API (debounced), so the whole address book is reachable, not only the first page; the select lists the matches
 * and always the chosen one, so searching for another field's address never blanks this one.
 */
export function AddressPicker({
  name,
  label,
  searchLabel,
  kind = 'address',
}: {
  name: string;
  /** The select's label ('Origin'). */
  label: string;
  /** The search box's label ('Search addresses (from)'); it must differ from the select's. */
  searchLabel: string;
  kind?: 'address' | 'warehouse';
}) {
  useFeature(pickerFeature);
  const { t } = useTranslation();
  const searchId = useId();
  const hintId = useId();
  const [field] = useField<string>(name);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const matches = pickerCache.useResource(kind === 'address' ? 'addresses' : 'warehouses', search);
  const items: Place[] = matches.data?.items ?? [];
  const chosenListed = items.some((place) => place._id === field.value);
  // The chosen record by id, only when the matches (once there) do not list it: an edit page, another search.
  const chosen = pickerCache.useResource(kind, field.value && matches.data && !chosenListed ? field.value : undefined);
  const options = items.map((place) => ({ value: place._id, label: placeLabel(place) }));
  if (field.value && !chosenListed) {
    options.unshift({ value: field.value, label: chosen.data ? placeLabel(chosen.data) : '…' });
  }
  const total = matches.data?.total ?? 0;

  return (
    <div className="address-picker">
      <div className="field">
        <label htmlFor={searchId}>{searchLabel}</label>
        <input id={searchId} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} aria-describedby={hintId} />
      </div>
      <SelectField name={name} label={label} placeholder={t(kind === 'address' ? 'addressKit.choose' : 'addressKit.chooseWarehouse')} options={options} />
      <p id={hintId} className="muted address-picker-hint" aria-live="polite">
        {matches.status === 'loading' && !matches.data
          ? t('addressKit.searching')
          : matches.status === 'loaded' && items.length === 0
            ? t('addressKit.noMatch')
            : total > items.length
              ? t('addressKit.showing', { shown: items.length, total })
              : ''}
      </p>
    </div>
  );
}
