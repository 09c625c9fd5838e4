import { combineReducers } from '@reduxjs/toolkit';
import { all, call } from 'redux-saga/effects';
import type { CarrierInsight, LoadDetail, PriceInsight, QuoteListItem, ShipperQuoteView } from '@freight/contracts';
import { defineFeature } from '@freight/store';
import { resources } from '../resources';
import { quotesSaga } from './sagas';
import { QUOTES_KEY, quotesReducer } from './state';

/**
 * Test support of the quote and carrier screens (not bundled: only specs import it): the module's feature with only
 * what these screens use (the look-up cache and the quotes' state and saga), and sample answers of the API.
 */
export const quotesTestFeature = defineFeature({
  key: 'loads',
  // Only the parts these screens read; the other folders' parts stay at their initial state.
  reducer: combineReducers({ resources: resources.reducer, [QUOTES_KEY]: quotesReducer }) as never,
  saga: function* () {
    yield all([call(resources.saga), call(quotesSaga)]);
  },
});

export const ok = <T,>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });

export const LOAD_UUID = '3f1c2a9e-0000-4000-8000-000000000001';
export const CARRIER_A = '3f1c2a9e-0000-4000-8000-00000000000a';

export const LOAD: LoadDetail = {
  _id: LOAD_UUID,
  loadId: 'L-100200',
  parentId: null,
  status: 'quoted',
  editable: true,
  mode: 'FTL',
  equipment: { _id: 'e1', key: 'dry_van', name: 'Dry van' },
  commodity: 'Paper rolls',
  weight: 30000,
  weightUnit: 'lb',
  pallets: 20,
  pieces: null,
  isHazmat: false,
  temperatureMinF: null,
  temperatureMaxF: null,
  rate: 1900,
  currency: 'USD',
  distanceMiles: 920,
  referenceNumber: null,
  poNumber: null,
  specialInstructions: null,
  isBroadcast: false,
  carrierCompanyId: null,
  stops: [
    { type: 'pickup', city: 'Chicago', state: 'IL', windowStart: '2026-12-01T14:00:00.000Z', windowEnd: '2026-12-01T18:00:00.000Z' },
    { type: 'delivery', city: 'Dallas', state: 'TX', windowStart: '2026-12-03T14:00:00.000Z', windowEnd: '2026-12-03T18:00:00.000Z' },
  ] as unknown as LoadDetail['stops'],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
} as LoadDetail;

export function quote(overrides: Partial<QuoteListItem>): QuoteListItem {
  return {
    _id: `id-${overrides.quoteId ?? 'Q-AAAAAAAAAA'}`,
    quoteId: 'Q-AAAAAAAAAA',
    status: 'confirmed',
    loadUuid: LOAD_UUID,
    loadId: 'L-100200',
    loadStatus: 'quoted',
    origin: 'Chicago, IL',
    destination: 'Dallas, TX',
    carrierCompanyId: null,
    carrierName: null,
    truckerId: null,
    recipientName: 'Rosa Diaz',
    recipientEmail: 'rosa@carrier.test',
    amount: null,
    currency: 'USD',
    transitDays: null,
    validUntil: null,
    notes: null,
    declineReason: null,
    commentCount: 0,
    createdAt: '2026-11-20T11:00:00.000Z',
    confirmedAt: null,
    ...overrides,
  };
}

export const QUOTE_A = quote({
  quoteId: 'Q-AAAAAAAAAA',
  carrierCompanyId: CARRIER_A,
  carrierName: 'Interstate Haulers',
  recipientName: 'Dana Dispatch',
  recipientEmail: 'dispatch@interstate-haulers.test',
  amount: 1850,
  transitDays: 2,
  validUntil: '2026-12-10T00:00:00.000Z',
  notes: 'Team drivers available',
  commentCount: 2,
});
export const QUOTE_B = quote({ quoteId: 'Q-BBBBBBBBBB', status: 'requested', recipientName: 'Bob Trucking', recipientEmail: 'bob@trucking.test' });

export const PRICE: PriceInsight = {
  basis: 'lane',
  sufficient: true,
  quoteCount: 7,
  minimumQuotes: 3,
  windowDays: 90,
  since: '2026-08-25T00:00:00.000Z',
  currency: 'USD',
  median: 2000,
  p25: 1800,
  p75: 2200,
  min: 1600,
  max: 2500,
  laneId: null,
  equipmentTypeId: null,
  radiusMiles: null,
};

export const INSIGHT_A: CarrierInsight = {
  kind: 'company',
  _id: CARRIER_A,
  name: 'Interstate Haulers',
  onTimeRate: 0.92,
  onTimeCount: 23,
  deliveredCount: 25,
  acceptanceRate: 0.75,
  quotesConfirmed: 6,
  quoteRequests: 8,
  tenderAcceptanceRate: 1,
  tendersAccepted: 4,
  tendersDecided: 4,
  lastOrderAt: '2026-11-01T00:00:00.000Z',
};

export const ADMIN_VIEW: ShipperQuoteView = {
  _id: 'id-Q-AAAAAAAAAA',
  quoteId: 'Q-AAAAAAAAAA',
  status: 'confirmed',
  loadUuid: LOAD_UUID,
  loadId: 'L-100200',
  loadStatus: 'quoted',
  carrierCompanyId: CARRIER_A,
  carrierName: 'Interstate Haulers',
  recipientName: 'Dana Dispatch',
  recipientEmail: 'dispatch@interstate-haulers.test',
  amount: 1850,
  currency: 'USD',
  transitDays: 2,
  validUntil: '2026-12-10T00:00:00.000Z',
  notes: null,
  declineReason: null,
  passcodeAttempts: 0,
  createdAt: '2026-11-20T11:00:00.000Z',
  confirmedAt: '2026-11-20T12:00:00.000Z',
  approvedAt: null,
  declinedAt: null,
  cancelledAt: null,
  comments: [
    { author: 'shipper', authorName: 'Sam Shipper', body: 'Can you load on Monday?', createdAt: '2026-11-20T12:30:00.000Z' },
    { author: 'carrier', authorName: 'Dana Dispatch', body: 'Yes, from 8 am.', createdAt: '2026-11-20T13:00:00.000Z' },
  ],
};
