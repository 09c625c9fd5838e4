import { sql } from 'drizzle-orm';
import { centsOf, type AccessorialCode, type OrderDocument, type OrderStatus, BILL_OF_LADING_ORDER_STATUSES } from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { accessorialLineAmount } from '../db/schema';

/**
 * What the order's documents print, read in one statement (order, load, equipment, live assignment, its truck and its
 * proof of delivery, both companies with their business address, stops, approved accessorials). Amounts are exact
 * cents (`centsOf`).
 */

export interface DocumentParty {
  companyId: string;
  name: string;
  logoUrl: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  /** Address lines (street, `city, state postal code, country`), empty when the company has none on file. */
  addressLines: string[];
  contactName: string | null;
  dotNumber: string | null;
  mcNumber: string | null;
  /** Payment terms in days (companies.defaults.paymentTermsDays), when set. */
  paymentTermsDays: number | null;
}

export interface DocumentStop {
  seq: number;
  type: 'pickup' | 'delivery';
  name: string;
  street1: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  windowStart: Date;
  windowEnd: Date;
  appointmentRef: string | null;
  contactName: string | null;
  contactPhone: string | null;
  notes: string | null;
}

interface DocumentCharge {
  code: AccessorialCode;
  description: string;
  quantity: number;
  /** One unit's price. */
  amountCents: number;
  /** quantity × amount (accessorialLineAmount). */
  lineCents: number;
}

export interface OrderDocumentData {
  orderUuid: string;
  orderId: string;
  status: OrderStatus;
  type: string;
  currency: string;
  rateCents: number;
  /** Approved accessorials only (what is owed), oldest first. */
  charges: DocumentCharge[];
  /** rate + approved accessorials' lines. */
  totalCents: number;
  createdAt: Date;
  acceptedAt: Date | null;
  assignedAt: Date | null;
  deliveredAt: Date | null;
  invoice: { number: string; invoicedAt: Date; amountCents: number | null } | null;
  paidAt: Date | null;
  load: {
    loadUuid: string;
    loadId: string;
    commodity: string;
    weight: number;
    weightUnit: string;
    pallets: number | null;
    pieces: number | null;
    isHazmat: boolean;
    temperatureMinF: number | null;
    temperatureMaxF: number | null;
    mode: string;
    /** The equipment type's key (printed translated) and stored name (printed when the key has no text). */
    equipmentKey: string | null;
    equipment: string | null;
    distanceMiles: number | null;
    referenceNumber: string | null;
    poNumber: string | null;
    specialInstructions: string | null;
  };
  truck: {
    truckNumber: string;
    trailerNumber: string | null;
    driverName: string;
    driverPhone: string | null;
    plate: string | null;
    podSignedBy: string | null;
  } | null;
  /** The receiver's proof of delivery taken on the driver's page (the live assignment's), when there is one. */
  proof: { receiverName: string; signedAt: Date; signaturePng: Buffer } | null;
  shipper: DocumentParty;
  carrier: DocumentParty;
  stops: DocumentStop[];
}

export function documentsOf(order: { status: OrderStatus; invoiceNumber: string | null }): OrderDocument[] {
  const kinds: OrderDocument[] = ['confirmation'];
  if (order.invoiceNumber) kinds.push('invoice');
  if (BILL_OF_LADING_ORDER_STATUSES.includes(order.status)) kinds.push('bol');
  return kinds;
}

interface PartyRow {
  id: string;
  name: string;
  logo_url: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  website: string | null;
  dot_number: string | null;
  mc_number: string | null;
  country: string;
  defaults: Record<string, unknown> | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  address_country: string | null;
  contact_name: string | null;
}

interface StopRow {
  seq: number;
  type: 'pickup' | 'delivery';
  name: string;
  street1: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  window_start: string;
  window_end: string;
  appointment_ref: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  notes: string | null;
}

interface DocumentRow extends Record<string, unknown> {
  id: string;
  order_id: string;
  status: OrderStatus;
  type: string;
  currency: string;
  rate: string;
  created_at: Date;
  accepted_at: Date | null;
  assigned_at: Date | null;
  delivered_at: Date | null;
  invoice_number: string | null;
  invoice_amount: string | null;
  invoiced_at: Date | null;
  paid_at: Date | null;
  load_uuid: string;
  load_id: string;
  commodity: string;
  weight: string | number;
  weight_unit: string;
  pallets: number | null;
  pieces: number | null;
  is_hazmat: boolean;
  temperature_min_f: number | null;
  temperature_max_f: number | null;
  mode: string;
  equipment_key: string | null;
  equipment: string | null;
  distance_miles: string | number | null;
  reference_number: string | null;
  po_number: string | null;
  special_instructions: string | null;
  truck_number: string | null;
  trailer_number: string | null;
  driver_name: string | null;
  driver_phone: string | null;
  plate_number: string | null;
  plate_state: string | null;
  pod_signed_by: string | null;
  proof_receiver: string | null;
  proof_signed_at: Date | string | null;
  proof_signature: Buffer | null;
  shipper: PartyRow;
  carrier: PartyRow;
  stops: StopRow[] | null;
  charges: Array<{ code: AccessorialCode; description: string; quantity: string | number; amount: string; line: string }> | null;
}

const party = (alias: string) =>
  sql.raw(`(select jsonb_build_object(
      'id', c.id::text, 'name', c.name, 'logo_url', c.logo_url, 'contact_email', c.contact_email,
      'contact_phone', c.contact_phone, 'website', c.website, 'dot_number', c.dot_number, 'mc_number', c.mc_number,
      'country', c.country, 'defaults', c.defaults,
      'street1', a.street1, 'street2', a.street2, 'city', a.city, 'state', a.state, 'postal_code', a.postal_code,
      'address_country', a.country, 'contact_name', a.contact_name)
    from companies c
    left join lateral (
      select a.* from addresses a
       where a.company_id = c.id and (a.is_default or a.tag in ('business', 'billing'))
       order by (a.tag = 'business') desc, a.is_default desc, (a.tag = 'billing') desc, a.created_at
       limit 1) a on true
    where c.id = ${alias})`);

/** The order's printable facts, or null when there is no such order. */
export async function loadOrderDocumentData(db: DbOrTx, orderUuid: string): Promise<OrderDocumentData | null> {
  const result = await db.execute<DocumentRow>(sql`
    select o.id::text as id, o.order_id, o.status, o.type, o.currency, o.rate::text as rate, o.created_at, o.accepted_at,
           o.assigned_at, o.delivered_at, o.invoice_number, o.invoice_amount::text as invoice_amount, o.invoiced_at, o.paid_at,
           l.id::text as load_uuid, l.load_id, l.commodity, l.weight, l.weight_unit, l.pallets, l.pieces, l.is_hazmat,
           l.temperature_min_f, l.temperature_max_f, l.mode, e.key as equipment_key, e.name as equipment, l.distance_miles, l.reference_number,
           l.po_number, l.special_instructions,
           t.truck_number, t.trailer_number, t.name as driver_name, t.phone as driver_phone, t.plate_number, t.plate_state,
           d.pod_signed_by, p.receiver_name as proof_receiver, p.signed_at as proof_signed_at, p.signature_png as proof_signature,
           ${party('o.company_id')} as shipper,
           ${party('o.carrier_company_id')} as carrier,
           (select jsonb_agg(jsonb_build_object(
                     'seq', s.seq, 'type', s.type, 'name', s.name, 'street1', s.street1, 'city', s.city, 'state', s.state,
                     'postal_code', s.postal_code, 'country', s.country, 'window_start', s.window_start,
                     'window_end', s.window_end, 'appointment_ref', s.appointment_ref, 'contact_name', s.contact_name,
                     'contact_phone', s.contact_phone, 'notes', s.notes) order by s.seq)
              from load_stops s where s.load_id = l.id) as stops,
           (select jsonb_agg(jsonb_build_object('code', x.code, 'description', x.description, 'quantity', x.quantity,
                     'amount', x.amount::text, 'line', (${accessorialLineAmount('x')})::text) order by x.created_at, x.id)
              from order_accessorials x where x.order_id = o.id and x.status = 'approved') as charges
      from orders o
      join loads l on l.id = o.load_id
      left join equipment_types e on e.id = l.equipment_type_id
      left join lateral (
        select d.id, d.trucker_id, d.pod_signed_by from order_details d
         where d.order_id = o.id and d.status not in ('rejected', 'cancelled')
         order by d.assigned_at desc limit 1) d on true
      left join truckers t on t.id = coalesce(d.trucker_id, o.trucker_id)
      left join delivery_proofs p on p.order_detail_id = d.id
     where o.id = ${orderUuid}::uuid`);
  const row = result.rows[0];
  if (!row) return null;

  const rateCents = centsOf(row.rate);
  const charges: DocumentCharge[] = (row.charges ?? []).map((charge) => ({
    code: charge.code,
    description: charge.description,
    quantity: Number(charge.quantity),
    amountCents: centsOf(charge.amount),
    lineCents: centsOf(charge.line),
  }));
  const date = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value : new Date(value));
  return {
    orderUuid: row.id,
    orderId: row.order_id,
    status: row.status,
    type: row.type,
    currency: row.currency,
    rateCents,
    charges,
    totalCents: charges.reduce((sum, charge) => sum + charge.lineCents, rateCents),
    createdAt: date(row.created_at)!,
    acceptedAt: date(row.accepted_at),
    assignedAt: date(row.assigned_at),
    deliveredAt: date(row.delivered_at),
    invoice: row.invoice_number
      ? {
          number: row.invoice_number,
          invoicedAt: date(row.invoiced_at) ?? date(row.created_at)!,
          amountCents: row.invoice_amount === null ? null : centsOf(row.invoice_amount),
        }
      : null,
    paidAt: date(row.paid_at),
    load: {
      loadUuid: row.load_uuid,
      loadId: row.load_id,
      commodity: row.commodity,
      weight: Number(row.weight),
      weightUnit: row.weight_unit,
      pallets: row.pallets,
      pieces: row.pieces,
      isHazmat: row.is_hazmat,
      temperatureMinF: row.temperature_min_f,
      temperatureMaxF: row.temperature_max_f,
      mode: row.mode,
      equipmentKey: row.equipment_key,
      equipment: row.equipment,
      distanceMiles: row.distance_miles === null ? null : Number(row.distance_miles),
      referenceNumber: row.reference_number,
      poNumber: row.po_number,
      specialInstructions: row.special_instructions,
    },
    truck: row.truck_number
      ? {
          truckNumber: row.truck_number,
          trailerNumber: row.trailer_number,
          driverName: row.driver_name ?? '',
          driverPhone: row.driver_phone,
          plate: row.plate_number ? [row.plate_number, row.plate_state].filter(Boolean).join(' ') : null,
          podSignedBy: row.pod_signed_by,
        }
      : null,
    proof:
      row.proof_receiver !== null && row.proof_signature
        ? { receiverName: row.proof_receiver, signedAt: date(row.proof_signed_at)!, signaturePng: Buffer.from(row.proof_signature) }
        : null,
    shipper: toParty(row.shipper),
    carrier: toParty(row.carrier),
    stops: (row.stops ?? []).map((stop) => ({
      seq: stop.seq,
      type: stop.type,
      name: stop.name,
      street1: stop.street1,
      city: stop.city,
      state: stop.state,
      postalCode: stop.postal_code,
      country: stop.country,
      windowStart: new Date(stop.window_start),
      windowEnd: new Date(stop.window_end),
      appointmentRef: stop.appointment_ref,
      contactName: stop.contact_name,
      contactPhone: stop.contact_phone,
      notes: stop.notes,
    })),
  };
}

const COUNTRY_NAMES: Record<string, string> = { USA: 'USA', CANADA: 'Canada' };

function toParty(row: PartyRow): DocumentParty {
  const country = COUNTRY_NAMES[row.address_country ?? ''] ?? row.address_country;
  const cityLine = [row.city, [row.state, row.postal_code].filter(Boolean).join(' '), country].filter(Boolean).join(', ');
  const addressLines = row.street1 ? [row.street1, row.street2, cityLine].filter((line): line is string => Boolean(line)) : [];
  const terms = row.defaults?.paymentTermsDays;
  return {
    companyId: row.id,
    name: row.name,
    logoUrl: row.logo_url,
    email: row.contact_email,
    phone: row.contact_phone,
    website: row.website,
    addressLines,
    contactName: row.contact_name,
    dotNumber: row.dot_number,
    mcNumber: row.mc_number,
    paymentTermsDays: typeof terms === 'number' && Number.isInteger(terms) && terms >= 0 && terms <= 365 ? terms : null,
  };
}
