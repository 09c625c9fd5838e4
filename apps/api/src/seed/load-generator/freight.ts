import type { OrderType } from '@freight/contracts';
import { round, type Route } from '../../reference/geo';
import { PRODUCTS, type ProductSeed } from '../../reference/names';
import type { Random } from '../random';
import type { EquipmentKey } from '../reference';
import { money } from './common';
import type { LoadBundle, LoadWorld } from './types';

/** What a load carries and for how much: its product, mode, weight, equipment, currency and rate. */

export interface Freight {
  /** Null for a sub-load (it carries half of its parent's freight). */
  product: ProductSeed | null;
  mode: OrderType;
  weight: number;
  equipmentKey: EquipmentKey;
  currency: string;
  rate: number;
}

function productFor(rng: Random, equipmentKey?: EquipmentKey): ProductSeed {
  const fitting = equipmentKey ? PRODUCTS.filter((product) => product.equipment === equipmentKey) : PRODUCTS;
  return rng.pick(fitting.length > 0 ? fitting : PRODUCTS);
}

export function chooseFreight(world: LoadWorld, route: Route, laneEquipment: EquipmentKey | undefined, parent: LoadBundle | undefined): Freight {
  const { rng } = world;
  const miles = route.miles;
  const product = parent ? null : productFor(rng, laneEquipment);
  const mode: OrderType = parent
    ? (parent.load.mode as OrderType)
    : product!.equipment === 'flatbed' || product!.equipment === 'conestoga'
      ? 'FTL'
      : rng.weighted<OrderType>([
          ['FTL', 80],
          ['LTL', 12],
          ['PARTIAL', 8],
        ]);
  const weight = parent
    ? round((parent.load.weight as number) / 2, 0)
    : mode === 'FTL'
      ? rng.int(18, 44) * 1000 + rng.int(0, 9) * 100
      : mode === 'LTL'
        ? rng.int(15, 120) * 100
        : rng.int(80, 200) * 100;
  const equipmentKey: EquipmentKey = parent ? 'dry_van' : (laneEquipment ?? product!.equipment);
  const currency = route.from.country === 'CANADA' && route.to.country === 'CANADA' ? 'CAD' : 'USD';
  const rate = parent ? money((parent.load.rate as number) * 0.55, 25) : money(miles * rng.float(2.1, 3.3) + 150, 25);
  return { product, mode, weight, equipmentKey, currency, rate };
}
