import { HOUR, RANK, money } from './common';
import type { LoadBundle, LoadPlan } from './types';

/** Extra charges on an order now and then (detention, lumper, liftgate): requested once delivered, approved once invoiced. */

export interface Charge {
  code: 'detention' | 'lumper' | 'layover' | 'fuel_surcharge' | 'liftgate';
  amount: number;
  quantity: number;
  description: string;
}

export function extraCharges(plan: LoadPlan): Charge[] {
  const { rng, lean } = plan.world;
  const { rank } = plan;
  const accessorials: Charge[] = [];
  if (rank >= RANK.delivered && !lean && rng.chance(0.25)) {
    const hoursWaited = rng.int(1, 4);
    accessorials.push({ code: 'detention', quantity: hoursWaited, amount: 75, description: `${hoursWaited} h detention at the receiver` });
  }
  if (rank >= RANK.delivered && !lean && rng.chance(0.15))
    accessorials.push({ code: 'lumper', quantity: 1, amount: money(rng.float(90, 260)), description: 'Lumper fee (receipt attached)' });
  if (rank >= RANK.in_transit && !lean && rng.chance(0.08))
    accessorials.push({ code: 'liftgate', quantity: 1, amount: 95, description: 'Liftgate at delivery' });
  return accessorials;
}

export function addAccessorials(plan: LoadPlan, bundle: LoadBundle, orderUuid: string, charges: Charge[]): void {
  const { world } = plan;
  const approved = plan.rank >= RANK.invoiced;
  for (const item of charges) {
    bundle.accessorials.push({
      id: world.rng.uuid(),
      companyId: world.shipperCompanyId,
      carrierCompanyId: plan.carrier!.companyId,
      orderId: orderUuid,
      code: item.code,
      description: item.description,
      quantity: item.quantity,
      amount: item.amount,
      status: approved ? 'approved' : 'requested',
      createdAt: new Date(plan.times.deliveredAt ?? world.now - HOUR),
    });
  }
}
