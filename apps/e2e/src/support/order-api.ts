/**
 * A tendered order through the API, for the order specs: the demo shipper posts a load, asks a price of one of its
 * company's owner-operators (send-quote-users), the owner-operator confirms it with the e-mailed passcode (the public
 * confirm-quote call) and the shipper approves it: the load is tendered and its order `new` waits for its carrier,
 * the demo company itself (an owner-operator works for the shipper's own company). A free truck of the demo carrier
 * waits near the pickup for the assignment. Each account signs in with a token of its own (shipperApi).
 */
import type { APIRequestContext } from '@playwright/test';
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE, type QuoteStateData, type SendQuoteUsersData, type Trucker } from '@freight/contracts';
import { DEMO } from './env';
import { uniqueSuffix } from './fleet-api';
import { readMail } from './mail';
import { addTwoStopLoad, farPickupDay, shipperApi, type ShipperApi } from './shipper-api';

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

export async function tenderedOrder(request: APIRequestContext, rate = 1_750): Promise<TenderedOrder> {
  const shipper = await shipperApi(request, DEMO.shipper);
  const carrier = await shipperApi(request, DEMO.carrier);
  const suffix = uniqueSuffix();
  const equipment = await carrier.get<Array<{ _id: string; key: string }>>('equipment-manager/equipment-list');
  const dryVan = equipment.find((type) => type.key === 'dry_van') ?? equipment[0]!;

  // The carrier's free truck near the pickup.
  const truck = await carrier.post<Trucker>('user-manager/add-trucker', { kind: 'truck', name: `Ord Driver ${suffix}`, truckNumber: `ORD-${suffix}`, phone: '+13125550142', equipmentIds: [dryVan._id] });
  await carrier.post(`user-manager/update-trucker-location/${truck._id}`, { lat: CHICAGO.lat + 0.02, lng: CHICAGO.lng, speedMph: 0 });

  // The owner-operator who is asked for the price.
  const operatorEmail = `operator-${suffix.toLowerCase()}@carrier.test`;
  const operator = await carrier.post<Trucker>('user-manager/add-trucker', { kind: 'carrier', name: `Ord Operator ${suffix}`, email: operatorEmail, truckNumber: `OPR-${suffix}`, equipmentIds: [dryVan._id] });

  const load = await addTwoStopLoad(shipper, farPickupDay(), { rate, commodity: `Order journey ${suffix}`, equipmentTypeId: dryVan._id });
  const sent = await shipper.post<SendQuoteUsersData>(`load-manager/send-quote-users/${load._id}`, { truckerIds: [operator._id], language: 'en' });
  const quoteId = sent.quotes[0]!.quoteId;
  const passcode = await passcodeFor(operatorEmail, quoteId);
  const confirm = await request.post(`/v1/api/load-manager/confirm-quote/${quoteId}`, {
    headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
    data: { passcode, amount: rate, transitDays: 1, validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString() },
  });
  if (confirm.status() !== 200) throw new Error(`confirm-quote: ${confirm.status()} ${await confirm.text()}`);
  const approved = await shipper.post<QuoteStateData>(`load-manager/approve-quote/${quoteId}`, {});
  if (!approved.orderId) throw new Error(`approve-quote made no order: ${JSON.stringify(approved)}`);
  return { shipper, carrier, load: { _id: load._id, loadId: load.loadId }, orderId: approved.orderId, truck, rate };
}
