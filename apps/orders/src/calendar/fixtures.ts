import type { CalendarEvent, DateChangeRequestView, DeliveryScheduleData } from '@freight/contracts';

/** Test data of the calendar and schedule specs. */
export const LOAD_UUID = '11111111-1111-4111-8111-111111111111';
export const REQUEST_ID = '22222222-2222-4222-8222-222222222222';

export const DELIVERY_EVENT: CalendarEvent = {
  key: `${LOAD_UUID}:delivery`,
  loadUuid: LOAD_UUID,
  loadId: 'L-100777',
  orderUuid: null,
  orderId: 'O-100777',
  status: 'accepted',
  stopType: 'delivery',
  side: 'shipper',
  city: 'Dallas',
  state: 'TX',
  windowStart: '2026-11-26T15:00:00.000Z',
  windowEnd: '2026-11-26T19:00:00.000Z',
  date: '2026-11-26',
  moved: false,
  truckerDate: null,
  otherParty: 'Interstate Haulers LLC',
  pending: null,
  canMove: true,
  canPlanDriver: false,
};

export const PICKUP_EVENT: CalendarEvent = {
  ...DELIVERY_EVENT,
  key: `${LOAD_UUID}:pickup`,
  stopType: 'pickup',
  city: 'Chicago',
  state: 'IL',
  windowStart: '2026-11-24T15:00:00.000Z',
  windowEnd: '2026-11-24T19:00:00.000Z',
  date: '2026-11-24',
  pending: { _id: REQUEST_ID, fromDate: '2026-11-24', toDate: '2026-11-25', reason: 'Dock closed', byUs: false, createdAt: '2026-11-20T10:00:00.000Z' },
};

export const REQUEST_VIEW: DateChangeRequestView = {
  _id: REQUEST_ID,
  status: 'pending',
  stopType: 'delivery',
  fromDate: '2026-11-26',
  toDate: '2026-11-27',
  reason: 'Receiver closed on Thursday',
  loadUuid: LOAD_UUID,
  loadId: 'L-100777',
  orderId: 'O-100777',
  city: 'Dallas',
  state: 'TX',
  requestedByCompany: 'Demo Freight Co.',
  requestedByName: 'Sam Shipper',
  byUs: false,
  canDecide: true,
  decidedByName: null,
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

export const SCHEDULE: DeliveryScheduleData = {
  from: '2026-11-01',
  to: '2026-11-30',
  page: 1,
  limit: 4,
  totalWeeks: 6,
  totalRows: 1,
  weeks: [
    { ordinal: 1, isoYear: 2026, isoWeek: 44, start: '2026-10-26', end: '2026-11-01', rows: [] },
    {
      ordinal: 2,
      isoYear: 2026,
      isoWeek: 45,
      start: '2026-11-02',
      end: '2026-11-08',
      rows: [
        {
          stopUuid: '33333333-3333-4333-8333-333333333333',
          loadUuid: LOAD_UUID,
          loadId: 'L-100777',
          orderId: null,
          stopType: 'delivery',
          status: 'pending',
          customer: 'King West Receiving',
          customerId: '44444444-4444-4444-8444-444444444444',
          city: 'Dallas',
          state: 'TX',
          warehouse: 'Dallas DC',
          warehouseId: '55555555-5555-4555-8555-555555555555',
          windowStart: '2026-11-04T15:00:00.000Z',
          windowEnd: '2026-11-04T19:00:00.000Z',
          date: '2026-11-04',
        },
      ],
    },
    { ordinal: 3, isoYear: 2026, isoWeek: 46, start: '2026-11-09', end: '2026-11-15', rows: [] },
    { ordinal: 4, isoYear: 2026, isoWeek: 47, start: '2026-11-16', end: '2026-11-22', rows: [] },
  ],
  warehouses: [{ _id: '55555555-5555-4555-8555-555555555555', name: 'Dallas DC' }],
  customers: [{ _id: '44444444-4444-4444-8444-444444444444', name: 'King West Receiving' }],
};
