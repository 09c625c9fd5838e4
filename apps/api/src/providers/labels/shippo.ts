import { Shippo } from 'shippo';
import type { HTTPClient } from 'shippo/lib/http';
import type { AddressCreateRequest, Rate, Track, TrackingStatus } from 'shippo/models/components';
import { CURRENCIES, centsOf, type ParcelAddress, type ParcelTrackingStatus, type ShipmentRate, type TrackingEvent } from '@freight/contracts';
import { ProviderError, type ProviderLog } from '../http';
import type { Message } from '../../texts';
import { LABEL_SERVICE_TEXTS } from './texts';
import type { LabelProvider, ShipmentInput } from './types';

/**
 * Shippo through its official SDK (used when SHIPPO_API_KEY is set): a shipment with its rates, a transaction that
 * buys one rate (a 4×6 PDF label at Shippo's URL), a refund to cancel it, and the carrier's tracking.
 * `httpClient` is for tests: the SDK's requests are checked without a network (shippo.spec.ts).
 */
export interface ShippoOptions {
  apiKey: string;
  httpClient?: HTTPClient;
  timeoutMs?: number;
  log?: ProviderLog;
}

const COUNTRY_CODES: Record<ParcelAddress['country'], string> = { USA: 'US', CANADA: 'CA' };

const shippoAddress = (address: ParcelAddress): AddressCreateRequest => ({
  name: address.name,
  street1: address.street1,
  ...(address.street2 ? { street2: address.street2 } : {}),
  city: address.city,
  state: address.state,
  zip: address.zip,
  country: COUNTRY_CODES[address.country],
  ...(address.phone ? { phone: address.phone } : {}),
});

/** Shippo's provider name ('USPS', 'FedEx', 'Canada Post') as the carrier token its tracking takes ('canada_post'). */
const carrierToken = (provider: string) =>
  provider
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_');

const TRACKING_STATUSES: Record<string, ParcelTrackingStatus> = {
  UNKNOWN: 'unknown',
  PRE_TRANSIT: 'pre_transit',
  TRANSIT: 'transit',
  DELIVERED: 'delivered',
  RETURNED: 'returned',
  FAILURE: 'failure',
};

const locationText = (location: TrackingStatus['location']) => {
  const parts = [location?.city, location?.state].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
};

const eventOf = (status: TrackingStatus): TrackingEvent => ({
  status: TRACKING_STATUSES[status.status] ?? 'unknown',
  details: status.statusDetails,
  location: locationText(status.location),
  at: (status.statusDate ?? status.objectCreated).toISOString(),
});

export function createShippoLabels(options: ShippoOptions): LabelProvider {
  const shippo = new Shippo({
    apiKeyHeader: `ShippoToken ${options.apiKey}`,
    timeoutMs: options.timeoutMs ?? 20_000,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });

  /**
   * A failed Shippo call becomes a 502 with a safe text. Shippo's own texts (and its messages about an address) are
   * for the developer: the log gets the operation, the status and the codes, never the key.
   */
  const failed = (operation: string, error: unknown, message: Message = LABEL_SERVICE_TEXTS.labelService.unavailable()): ProviderError => {
    const { name, statusCode } = error as { name?: string; statusCode?: number };
    options.log?.warn({ provider: 'shippo', operation, error: name, statusCode }, 'Shippo request failed');
    return new ProviderError('shippo', 502, message, `${operation}: ${name ?? 'error'} ${statusCode ?? ''}`.trim());
  };
  const call = async <T>(operation: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw failed(operation, error);
    }
  };
  const refused = (operation: string, messages: Array<{ code?: string; source?: string }> | undefined, message?: Message) => {
    options.log?.warn({ provider: 'shippo', operation, codes: (messages ?? []).map((entry) => entry.code ?? entry.source ?? '?') }, 'Shippo refused');
    return new ProviderError('shippo', 502, message ?? LABEL_SERVICE_TEXTS.labelService.unavailable(), `${operation}: refused`);
  };

  const rateOf = (rate: Rate): ShipmentRate | null => {
    const currency = CURRENCIES.find((code) => code === rate.currency);
    if (!currency) return null;
    return {
      rateId: rate.objectId,
      carrier: carrierToken(rate.provider),
      service: rate.servicelevel.name ?? rate.servicelevel.token ?? rate.provider,
      amountCents: centsOf(rate.amount),
      currency,
      estimatedDays: rate.estimatedDays ?? null,
    };
  };

  return {
    name: 'shippo',

    async createShipment({ labelId, from, to, parcel }: ShipmentInput) {
      const shipment = await call('shipments.create', () =>
        shippo.shipments.create({
          addressFrom: shippoAddress(from),
          addressTo: shippoAddress(to),
          parcels: [
            {
              length: String(parcel.length),
              width: String(parcel.width),
              height: String(parcel.height),
              distanceUnit: 'in',
              weight: String(parcel.weight),
              massUnit: 'lb',
            },
          ],
          metadata: `label ${labelId}`,
          async: false,
        }),
      );
      const rates = shipment.rates.map(rateOf).filter((rate): rate is ShipmentRate => rate !== null);
      if (rates.length === 0) throw refused('shipments.create', shipment.messages, LABEL_SERVICE_TEXTS.labelService.noRates());
      rates.sort((a, b) => a.amountCents - b.amountCents);
      return { providerShipmentId: shipment.objectId, rates };
    },

    async purchase({ labelId, rate }) {
      const transaction = await call('transactions.create', () =>
        shippo.transactions.create({ rate: rate.rateId, labelFileType: 'PDF_4x6', async: false, metadata: `label ${labelId}` }),
      );
      if (transaction.status !== 'SUCCESS' || !transaction.objectId || !transaction.trackingNumber) {
        throw refused('transactions.create', transaction.messages);
      }
      return {
        providerTransactionId: transaction.objectId,
        trackingNumber: transaction.trackingNumber,
        labelPdf: null,
        labelUrl: transaction.labelUrl ?? null,
      };
    },

    async cancel({ providerTransactionId }) {
      if (!providerTransactionId) return;
      const refund = await call('refunds.create', () => shippo.refunds.create({ transaction: providerTransactionId, async: false }));
      if (refund.status === 'ERROR') throw refused('refunds.create', []);
    },

    async track({ carrier, trackingNumber }) {
      const track: Track = await call('trackingStatus.get', () => shippo.trackingStatus.get(trackingNumber, carrier));
      const events = track.trackingHistory.map(eventOf).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
      const status = track.trackingStatus ? (TRACKING_STATUSES[track.trackingStatus.status] ?? 'unknown') : (events[events.length - 1]?.status ?? 'unknown');
      return { status, events };
    },
  };
}
