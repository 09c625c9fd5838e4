/**
 * A tendered order through the API, for the order specs: the demo shipper posts a load, asks a price by e-mail
 * (send-quote-users), the recipient confirms it with the e-mailed passcode (the public confirm-quote call) and the
 * shipper approves it: the load is tendered and its order `new` waits for its carrier. Two carriers:
 *   - `tenderedOrder`: one of the demo company's owner-operators is asked, so the carrier is the demo company itself
 *     (its own fleet: the `carrier` role sees the order on its own /loads);
 *   - `interstateOrder`: the dispatcher of Interstate Haulers LLC (a partner carrier company, role `interstate`) is
 *     asked, so the order is another company's to carry (it sees it on /loads?view=carrier).
 * A free truck of the carrier waits near the pickup for the assignment. Each account signs in with a token of its
 * own (shipperApi).
 */
import type { APIRequestContext } from '@playwright/test';
import {
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  type LoadAssignment,
  type QuoteRecipientsData,
  type QuoteStateData,
  type SendQuoteUsersData,
  type Trucker,
} from '@freight/contracts';
import { DEMO } from './env';
import { uniqueSuffix } from './fleet-api';
import { readMail } from './mail';
import { addTwoStopLoad, dayOf, farPickupDay, shipperApi, type ShipperApi } from './shipper-api';

/** The first pickup of addTwoStopLoad (Chicago, IL 60607). */
const CHICAGO = { lat: 41.8786, lng: -87.6455 };

export interface TenderedOrder {
  shipper: ShipperApi;
  carrier: ShipperApi;
  load: { _id: string; loadId: string };
  /** The order's human id, O-…. */
  orderId: string;
  /** A free truck of the carrier near the pickup: its unit number. */
  truck: Trucker;
  /** The load's posted and agreed rate, in dollars. */
  rate: number;
}

async function passcodeFor(email: string, quoteId: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const mail = (await readMail(email)).find((candidate) => candidate.template === 'quote-request' && candidate.text.includes(quoteId));
    const passcode = mail && /Your passcode: (\S+)/.exec(mail.text)?.[1];
    if (passcode) return passcode;
  }
  throw new Error(`No quote request with a passcode to ${email}`);
}

/** The carrier's equipment type the loads and trucks use (dry van). */
async function dryVanOf(api: ShipperApi): Promise<{ _id: string }> {
  const equipment = await api.get<Array<{ _id: string; key: string }>>('equipment-manager/equipment-list');
  return equipment.find((type) => type.key === 'dry_van') ?? equipment[0]!;
}

/** A free truck of the carrier's company parked near the pickup, for the assignment. */
async function truckNearPickup(carrier: ShipperApi, suffix: string, prefix: string, phone: string, equipmentId: string): Promise<Trucker> {
  const truck = await carrier.post<Trucker>('user-manager/add-trucker', {
    kind: 'truck',
    name: `Ord Driver ${suffix}`,
    truckNumber: `${prefix}-${suffix}`,
    phone,
    equipmentIds: [equipmentId],
  });
  await carrier.post(`user-manager/update-trucker-location/${truck._id}`, { lat: CHICAGO.lat + 0.02, lng: CHICAGO.lng, speedMph: 0 });
  return truck;
}

/** A new load of the demo shipper, its price asked of `recipients` by e-mail, confirmed with the passcode and approved. */
async function approvedQuote(
  request: APIRequestContext,
  shipper: ShipperApi,
  recipients: { truckerIds?: string[]; userIds?: string[] },
  recipientEmail: string,
  input: { rate: number; suffix: string; equipmentTypeId: string },
): Promise<{ load: { _id: string; loadId: string }; orderId: string }> {
  const load = await addTwoStopLoad(shipper, farPickupDay(), {
    rate: input.rate,
    commodity: `Order journey ${input.suffix}`,
    equipmentTypeId: input.equipmentTypeId,
  });
  const sent = await shipper.post<SendQuoteUsersData>(`load-manager/send-quote-users/${load._id}`, { ...recipients, language: 'en' });
  const quoteId = sent.quotes[0]!.quoteId;
  const rate = input.rate;
  const passcode = await passcodeFor(recipientEmail, quoteId);
  const confirm = await request.post(`/v1/api/load-manager/confirm-quote/${quoteId}`, {
    headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
    data: { passcode, amount: rate, transitDays: 1, validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString() },
  });
  if (confirm.status() !== 200) throw new Error(`confirm-quote: ${confirm.status()} ${await confirm.text()}`);
  const approved = await shipper.post<QuoteStateData>(`load-manager/approve-quote/${quoteId}`, {});
  if (!approved.orderId) throw new Error(`approve-quote made no order: ${JSON.stringify(approved)}`);
  return { load: { _id: load._id, loadId: load.loadId }, orderId: approved.orderId };
}

/** An order tendered to the demo company's own fleet: its owner-operator priced the load (role `carrier` carries it). */
export async function tenderedOrder(request: APIRequestContext, rate = 1_750): Promise<TenderedOrder> {
  const shipper = await shipperApi(request, DEMO.shipper);
  const carrier = await shipperApi(request, DEMO.carrier);
  const suffix = uniqueSuffix();
  const dryVan = await dryVanOf(carrier);
  const truck = await truckNearPickup(carrier, suffix, 'ORD', '+13125550142', dryVan._id);

  // The owner-operator who is asked for the price.
  const operatorEmail = `operator-${suffix.toLowerCase()}@carrier.test`;
  const operator = await carrier.post<Trucker>('user-manager/add-trucker', {
    kind: 'carrier',
    name: `Ord Operator ${suffix}`,
    email: operatorEmail,
    truckNumber: `OPR-${suffix}`,
    equipmentIds: [dryVan._id],
  });

  const { load, orderId } = await approvedQuote(request, shipper, { truckerIds: [operator._id] }, operatorEmail, { rate, suffix, equipmentTypeId: dryVan._id });
  return { shipper, carrier, load, orderId, truck, rate };
}

/**
 * An order tendered to Interstate Haulers LLC, a partner carrier company: the demo shipper asks its dispatcher
 * (`dispatch@interstate-haulers.test`, role `interstate`) for a price, the dispatcher confirms it with the e-mailed
 * passcode and the shipper approves it. A new truck of Interstate waits near the pickup.
 */
export async function interstateOrder(request: APIRequestContext, rate = 1_750): Promise<TenderedOrder> {
  const shipper = await shipperApi(request, DEMO.shipper);
  const carrier = await shipperApi(request, DEMO.interstate);
  const suffix = uniqueSuffix();
  const dryVan = await dryVanOf(carrier);
  const truck = await truckNearPickup(carrier, suffix, 'IHO', '+13125550143', dryVan._id);

  const recipients = await shipper.get<QuoteRecipientsData>('load-manager/quote-recipients');
  const dispatcher = recipients.partners.flatMap((partner) => partner.users).find((user) => user.email === DEMO.interstate);
  if (!dispatcher) throw new Error(`${DEMO.interstate} is not among the demo shipper's quote recipients: ${JSON.stringify(recipients.partners)}`);

  const { load, orderId } = await approvedQuote(request, shipper, { userIds: [dispatcher._id] }, DEMO.interstate, {
    rate,
    suffix,
    equipmentTypeId: dryVan._id,
  });
  return { shipper, carrier, load, orderId, truck, rate };
}

/**
 * Two more trucks of the order's carrier near the pickup that the assignment refuses: one on a load under way (another
 * load of the demo shipper given to it and picked up, delivered long before the order's load) and one without the
 * load's equipment (a reefer only).
 */
export async function trucksNotFreeFor(order: TenderedOrder): Promise<{ onLoad: Trucker; reefer: Trucker }> {
  const suffix = uniqueSuffix();
  const equipment = await order.carrier.get<Array<{ _id: string; key: string }>>('equipment-manager/equipment-list');
  const dryVan = await dryVanOf(order.carrier);
  const reeferType = equipment.find((type) => type.key === 'reefer')!;
  const onLoad = await truckNearPickup(order.carrier, suffix, 'BSY', '+13125550144', dryVan._id);
  const reefer = await truckNearPickup(order.carrier, suffix, 'RFR', '+13125550145', reeferType._id);
  const soon = dayOf(new Date(Date.now() + 2 * 86_400_000));
  const other = await addTwoStopLoad(order.shipper, soon, { rate: 900, commodity: `Order journey busy ${suffix}`, equipmentTypeId: dryVan._id });
  const assignment = await order.shipper.post<LoadAssignment>('load-manager/assign-load-to-truck', { loadId: other._id, truckerId: onLoad._id });
  for (const status of ['at_pickup', 'in_transit']) await order.carrier.post(`order-manager/update-orderdetail-status/${assignment.orderDetailId}`, { status });
  return { onLoad, reefer };
}
