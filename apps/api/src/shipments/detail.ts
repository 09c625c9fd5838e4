import { sql, type SQL } from 'drizzle-orm';
import {
  ORDER_TRANSITIONS,
  type LoadStatus,
  type OrderAccessorial,
  type OrderAction,
  type OrderDetailStatus,
  type OrderDetailView,
  type OrderParty,
  type OrderStatus,
  type OrderTimelineEntry,
  DRIVER_PAYABLE_ORDER_STATUSES,
  ACCESSORIAL_OPEN_ORDER_STATUSES,
} from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import {
  accessorialLineAmount,
  addresses,
  companies,
  equipmentTypes,
  loadStops,
  loads,
  orderAccessorials,
  orderDetails,
  orderStatusHistory,
  orders,
  shipmentLabels,
  truckers,
  users,
} from '../db/schema';
import { documentsOf } from '../pdf';
import { iso, isoOrNull } from '../http';
import { mainSide, sidesOf, type Sides } from './access';

/**
 * get-order-detail's view (OrderDetailView): the order with its load, parties, stops, money (cents, summed in SQL),
 * accessorials, timeline, assignment, invoice, payment and labels, and the `actions` the caller may take now,
 * computed from the state machines and the caller's side. Every action answers it too.
 */

const LIVE_DETAIL = ['assigned', 'at_pickup', 'in_transit', 'at_delivery'] as const;

interface ActionState {
  status: OrderStatus;
  detailStatus: OrderDetailStatus | null;
  pendingAccessorials: number;
  isPaid: boolean;
  isDriverPaid: boolean;
  rating: number | null;
}

/** What the caller's sides may do on the order now (the server enforces the same rules on each call). */
function actionsOf(state: ActionState, sides: Sides): OrderAction[] {
  const { status, detailStatus } = state;
  const can = (to: OrderStatus) => ORDER_TRANSITIONS[status]?.includes(to) ?? false;
  const actions: OrderAction[] = [];
  if (sides.carrier) {
    if (status === 'new') actions.push('accept', 'reject');
    if ((status === 'accepted' || status === 'assigned') && (detailStatus === null || detailStatus === 'assigned')) actions.push('assign');
    if (can('new') && status !== 'new') actions.push('reset');
    if (detailStatus && detailStatus !== 'delivered' && (LIVE_DETAIL as readonly string[]).includes(detailStatus)) actions.push('updateAssignment');
    if (detailStatus === 'assigned') actions.push('rejectAssignment');
    if (ACCESSORIAL_OPEN_ORDER_STATUSES.includes(status)) actions.push('requestAccessorial');
    if (status === 'delivered' && state.pendingAccessorials === 0) actions.push('sendInvoice');
    if (DRIVER_PAYABLE_ORDER_STATUSES.includes(status) && !state.isDriverPaid) actions.push('markDriverPaid');
  }
  if (sides.shipper) {
    if (can('cancelled')) actions.push('cancel');
    if (state.pendingAccessorials > 0 && ACCESSORIAL_OPEN_ORDER_STATUSES.includes(status)) actions.push('decideAccessorial');
    if (status === 'invoiced') actions.push('markPaid', 'rate');
    if (status === 'paid' && state.rating === null) actions.push('rate');
  }
  return actions;
}

/**
 * The money of an order in cents, summed by PostgreSQL (numeric, exact): rate, approved and pending accessorials
 * (each its quantity × amount).
 */
export async function orderAmounts(db: DbOrTx, orderUuid: string) {
  const line = accessorialLineAmount('a');
  const result = await db.execute<{ rate: string; approved: string; pending: string; pending_count: number; total: string }>(sql`
    select round(o.rate * 100)::bigint::text as rate,
           coalesce(round(sum(${line}) filter (where a.status = 'approved') * 100), 0)::bigint::text as approved,
           coalesce(round(sum(${line}) filter (where a.status = 'requested') * 100), 0)::bigint::text as pending,
           (count(a.id) filter (where a.status = 'requested'))::int as pending_count,
           round((o.rate + coalesce(sum(${line}) filter (where a.status = 'approved'), 0)) * 100)::bigint::text as total
    from ${orders} o left join ${orderAccessorials} a on a.order_id = o.id
    where o.id = ${orderUuid}
    group by o.id`);
  const row = result.rows[0];
  return {
    rateCents: Number(row?.rate ?? 0),
    accessorialCents: Number(row?.approved ?? 0),
    pendingAccessorialCents: Number(row?.pending ?? 0),
    pendingCount: Number(row?.pending_count ?? 0),
    totalCents: Number(row?.total ?? 0),
  };
}

/** SQL: a company as a party of the order (its contact, and its billing, else business, else any address). */
const party = (companyId: SQL) => sql`(select json_build_object(
    'companyId', c.id, 'name', c.name, 'email', c.contact_email, 'phone', c.contact_phone, 'logoUrl', c.logo_url,
    'dotNumber', c.dot_number, 'mcNumber', c.mc_number,
    'address', (select a.street1 || ', ' || a.city || ', ' || a.state || ' ' || a.postal_code from ${addresses} a where a.company_id = c.id
                order by case a.tag when 'billing' then 0 when 'business' then 1 else 2 end, a.is_default desc, a.created_at limit 1))
  from ${companies} c where c.id = ${companyId})`;

type Json = Record<string, unknown>;
interface DetailRow extends Record<string, unknown> {
  ord: Json;
  load: Json;
  equipment: string | null;
  equipment_key: string | null;
  shipper: OrderParty;
  carrier: OrderParty;
  stops: Json[];
  charges: Json[];
  history: Json[];
  detail: Json | null;
  labels: Json[];
  rate_cents: string;
  approved_cents: string;
  pending_cents: string;
  pending_count: number;
  total_cents: string;
  invoice_cents: string | null;
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const time = (value: unknown) => iso(new Date(value as string));
const timeOrNull = (value: unknown) => isoOrNull(value as string | null);

/**
 * The view of an order the caller (`companyId`) is a party to; null when it is not one of its orders. One statement
 * (the order, its load, parties, stops, charges, timeline, assignment, labels and sums as JSON): one round trip.
 */
export async function orderDetailView(db: DbOrTx, companyId: string, orderUuid: string): Promise<OrderDetailView | null> {
  const result = await db.execute<DetailRow>(sql`
    select row_to_json(o) as ord, row_to_json(l) as load, e.name as equipment, e.key as equipment_key,
      ${party(sql`o.company_id`)} as shipper,
      ${party(sql`o.carrier_company_id`)} as carrier,
      (select coalesce(json_agg(s order by s.seq), '[]'::json) from ${loadStops} s where s.load_id = l.id) as stops,
      (select coalesce(json_agg(x order by x.created_at, x.id), '[]'::json) from (
         select a.id, a.code, a.description, a.quantity, round(a.amount * 100)::bigint::text as cents,
                round(${accessorialLineAmount('a')} * 100)::bigint::text as line_cents, a.status, a.created_at,
                a.decided_at, a.decline_reason,
                nullif(trim(ru.firstname || ' ' || ru.lastname), '') as requested_by, nullif(trim(du.firstname || ' ' || du.lastname), '') as decided_by
         from ${orderAccessorials} a left join ${users} ru on ru.id = a.requested_by left join ${users} du on du.id = a.decided_by
         where a.order_id = o.id) x) as charges,
      (select coalesce(json_agg(x order by x.created_at, x.id), '[]'::json) from (
         select h.id, h.from_status, h.to_status, h.order_detail_id is not null as detail, h.created_at, h.changed_by, h.note,
                u.firstname, u.lastname, uc.name as company
         from ${orderStatusHistory} h left join ${users} u on u.id = h.changed_by left join ${companies} uc on uc.id = u.company_id
         where h.order_id = o.id) x) as history,
      (select row_to_json(x) from (
         select d.id, d.status, d.trucker_id, d.assigned_at, d.arrived_pickup_at, d.picked_up_at, d.arrived_delivery_at, d.delivered_at,
                d.pod_signed_by, t.truck_number, t.name as driver_name, t.phone as driver_phone
         from ${orderDetails} d join ${truckers} t on t.id = d.trucker_id
         where d.order_id = o.id and d.status in ('assigned', 'at_pickup', 'in_transit', 'at_delivery', 'delivered')
         order by d.assigned_at desc limit 1) x) as detail,
      (select coalesce(json_agg(x order by x.created_at, x.id), '[]'::json) from (
         select id, status, carrier, service_level, tracking_number, tracking_status, created_at from ${shipmentLabels} where order_id = o.id) x) as labels,
      round(o.rate * 100)::bigint::text as rate_cents,
      sums.approved::text as approved_cents, sums.pending::text as pending_cents, sums.pending_count,
      (round(o.rate * 100)::bigint + sums.approved)::text as total_cents,
      round(o.invoice_amount * 100)::bigint::text as invoice_cents
    from ${orders} o
      join ${loads} l on l.id = o.load_id
      left join ${equipmentTypes} e on e.id = l.equipment_type_id
      cross join lateral (
        select coalesce(round(sum(${accessorialLineAmount('a')}) filter (where a.status = 'approved') * 100), 0)::bigint as approved,
               coalesce(round(sum(${accessorialLineAmount('a')}) filter (where a.status = 'requested') * 100), 0)::bigint as pending,
               (count(*) filter (where a.status = 'requested'))::int as pending_count
        from ${orderAccessorials} a where a.order_id = o.id) sums
    where o.id = ${orderUuid} and (o.company_id = ${companyId} or o.carrier_company_id = ${companyId})`);
  const row = result.rows[0];
  if (!row) return null;
  const order = row.ord;
  const load = row.load;
  const sides = sidesOf({ companyId: String(order.company_id), carrierCompanyId: String(order.carrier_company_id) }, companyId);
  const status = order.status as OrderStatus;
  const detail = row.detail;
  const detailStatus = detail ? (detail.status as OrderDetailStatus) : null;
  const invoiceNumber = text(order.invoice_number);
  const pendingCount = Number(row.pending_count);

  const timeline: OrderTimelineEntry[] = row.history.map((entry) => {
    const byDriver = entry.changed_by === null && entry.note === 'driver';
    return {
      _id: String(entry.id),
      from: text(entry.from_status),
      to: String(entry.to_status),
      detail: Boolean(entry.detail),
      at: time(entry.created_at),
      by:
        entry.firstname !== null
          ? { name: `${String(entry.firstname)} ${text(entry.lastname) ?? ''}`.trim(), company: text(entry.company) }
          : byDriver
            ? { name: 'driver', company: row.carrier.name }
            : null,
      note: byDriver ? null : text(entry.note),
    };
  });

  const accessorials: OrderAccessorial[] = row.charges.map((charge) => ({
    _id: String(charge.id),
    code: charge.code as OrderAccessorial['code'],
    description: String(charge.description),
    quantity: Number(charge.quantity),
    amountCents: Number(charge.cents),
    lineCents: Number(charge.line_cents),
    status: charge.status as OrderAccessorial['status'],
    requestedBy: text(charge.requested_by),
    requestedAt: time(charge.created_at),
    decidedBy: text(charge.decided_by),
    decidedAt: timeOrNull(charge.decided_at),
    declineReason: text(charge.decline_reason),
  }));

  return {
    _id: String(order.id),
    orderId: String(order.order_id),
    type: String(order.type),
    status,
    side: mainSide(sides),
    actions: actionsOf(
      {
        status,
        detailStatus,
        pendingAccessorials: pendingCount,
        isPaid: Boolean(order.is_paid),
        isDriverPaid: Boolean(order.is_driver_paid),
        rating: order.rating === null ? null : Number(order.rating),
      },
      sides,
    ),
    documents: documentsOf({ status, invoiceNumber }),
    load: {
      _id: String(load.id),
      loadId: String(load.load_id),
      status: load.status as LoadStatus,
      commodity: String(load.commodity),
      weight: Number(load.weight),
      weightUnit: String(load.weight_unit),
      equipment: row.equipment,
      equipmentKey: row.equipment_key,
      pallets: load.pallets === null ? null : Number(load.pallets),
      isHazmat: Boolean(load.is_hazmat),
      distanceMiles: load.distance_miles === null ? null : Number(load.distance_miles),
      referenceNumber: text(load.reference_number),
      poNumber: text(load.po_number),
      specialInstructions: text(load.special_instructions),
      isDelayed: Boolean(order.is_delayed) || Boolean(load.is_delayed),
      isAtRisk: Boolean(order.is_at_risk) || Boolean(load.is_at_risk),
    },
    shipper: row.shipper,
    carrier: row.carrier,
    stops: row.stops.map((stop) => ({
      _id: String(stop.id),
      seq: Number(stop.seq),
      type: stop.type as 'pickup' | 'delivery',
      addressId: text(stop.address_id),
      warehouseId: text(stop.warehouse_id),
      name: String(stop.name),
      street1: String(stop.street1),
      city: String(stop.city),
      state: String(stop.state),
      postalCode: String(stop.postal_code),
      country: String(stop.country),
      lat: stop.lat === null ? null : Number(stop.lat),
      lng: stop.lng === null ? null : Number(stop.lng),
      windowStart: time(stop.window_start),
      windowEnd: time(stop.window_end),
      appointmentRef: text(stop.appointment_ref),
      contactName: text(stop.contact_name),
      contactPhone: text(stop.contact_phone),
      notes: text(stop.notes),
    })),
    amounts: {
      currency: order.currency as OrderDetailView['amounts']['currency'],
      rateCents: Number(row.rate_cents),
      accessorialCents: Number(row.approved_cents),
      pendingAccessorialCents: Number(row.pending_cents),
      totalCents: Number(row.total_cents),
    },
    accessorials,
    timeline,
    assignment: detail
      ? {
          _id: String(detail.id),
          status: detail.status as OrderDetailStatus,
          truck: {
            _id: String(detail.trucker_id),
            truckNumber: String(detail.truck_number),
            driverName: String(detail.driver_name),
            driverPhone: text(detail.driver_phone),
          },
          assignedAt: time(detail.assigned_at),
          arrivedPickupAt: timeOrNull(detail.arrived_pickup_at),
          pickedUpAt: timeOrNull(detail.picked_up_at),
          arrivedDeliveryAt: timeOrNull(detail.arrived_delivery_at),
          deliveredAt: timeOrNull(detail.delivered_at),
          podSignedBy: text(detail.pod_signed_by),
        }
      : null,
    invoice:
      invoiceNumber && order.invoiced_at
        ? { number: invoiceNumber, amountCents: Number(row.invoice_cents ?? 0), invoicedAt: time(order.invoiced_at), sentTo: text(order.invoice_sent_to) }
        : null,
    payment: {
      isPaid: Boolean(order.is_paid),
      paidAt: timeOrNull(order.paid_at),
      isDriverPaid: Boolean(order.is_driver_paid),
      driverPaidAt: timeOrNull(order.driver_paid_at),
      rating: order.rating === null ? null : Number(order.rating),
      ratingComment: text(order.rating_comment),
    },
    labels: row.labels.map((label) => ({
      _id: String(label.id),
      status: String(label.status),
      carrier: String(label.carrier),
      serviceLevel: String(label.service_level),
      trackingNumber: text(label.tracking_number),
      trackingStatus: String(label.tracking_status),
      createdAt: time(label.created_at),
    })),
    acceptedAt: timeOrNull(order.accepted_at),
    rejectReason: text(order.reject_reason),
    createdAt: time(order.created_at),
    updatedAt: time(order.updated_at),
  };
}
