import type { FastifyInstance } from 'fastify';

/** A container whose ETA moved (the tracking provider's or a person's change), as the tracking code reports it. */
export interface ContainerEtaChange {
  companyId: string;
  containerId: string;
  purchaseOrderId: string;
  previousEta: Date | null;
  eta: Date;
  source: 'simulated' | 'vizion' | 'manual';
}

/**
 * From ship to truck (issue 15, point 4): re-plans what hangs on these containers' arrival — the linked load's pickup
 * window proposed anew or flagged at risk, the warehouse's expected arrivals, the importer told. Called by the
 * tracking code after it stored the changes (after its transaction). docs/modules/purchase-orders.md.
 */
export async function replanForEtaChanges(_app: FastifyInstance, _changes: readonly ContainerEtaChange[]): Promise<void> {}
