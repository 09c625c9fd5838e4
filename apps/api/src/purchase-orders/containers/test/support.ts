import { containerCheckDigit } from '@freight/contracts';
import { slipHours } from '../../../providers/containers/simulated';
import type { TrackedContainer } from '../../../providers/containers';

/** An ISO 6346 number with its check digit. */
const numbered = (owner: string, serial: number) => {
  const first = `${owner}U${String(serial).padStart(6, '0')}`;
  return `${first}${containerCheckDigit(first)}`;
};

/** The first container numbers (from `start`) whose ETA slips / never slips in the simulator (its dice are the number). */
export function numbersBySlip(owner: string, count: number, slips: boolean, start = 100_000): string[] {
  const found: string[] = [];
  for (let serial = start; found.length < count; serial++) {
    const number = numbered(owner, serial);
    if (slipHours(number) > 0 === slips) found.push(number);
  }
  return found;
}

export const HOUR = 3_600_000;

/** A followed container as the job reads it, first seen (no milestones). */
export function trackedContainer(overrides: Omit<Partial<TrackedContainer>, 'order'> & { order?: Partial<TrackedContainer['order']> } = {}): TrackedContainer {
  const { order, ...rest } = overrides;
  return {
    id: 'c1',
    companyId: 'company',
    purchaseOrderId: 'po1',
    containerNumber: numbersBySlip('MSC', 1, false)[0]!,
    status: 'booked',
    eta: null,
    trackingProvider: 'simulated',
    trackingReference: null,
    lastEventAt: null,
    warehouse: { name: 'Ontario DC', lat: 34.06, lng: -117.65 },
    milestones: [],
    lastPositionAt: null,
    etaMoved: false,
    ...rest,
    order: {
      poNumber: 'PO-1',
      billOfLading: 'MEDU123456789',
      oceanCarrier: 'MSCU',
      vessel: 'MSC AURORA',
      voyage: '123E',
      originPort: 'Shanghai',
      destinationPort: 'Los Angeles / Long Beach',
      etd: null,
      eta: null,
      ...order,
    },
  };
}
