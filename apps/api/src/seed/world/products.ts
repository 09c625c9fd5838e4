import { PRODUCTS } from '../../reference/names';
import { DAY } from './constants';
import type { WorldBuild } from './context';

/** Demo Freight Co.'s product catalogue (purchase orders, stock and sales orders use it); returns the product ids by SKU. */
export function makeProducts({ rng, now, demo, rows }: WorldBuild): Map<string, string> {
  const productIds = new Map<string, string>();
  for (const product of PRODUCTS) {
    const id = rng.uuid();
    productIds.set(product.sku, id);
    rows.products.push({
      id,
      companyId: demo,
      sku: product.sku,
      name: product.name,
      description: `${product.commodity}, ${product.unitsPerPallet} ${product.unit} per pallet`,
      unit: product.unit,
      unitWeightLbs: product.unitWeightLbs,
      unitsPerPallet: product.unitsPerPallet,
      unitPrice: product.unitPrice,
      commodityClass: product.commodity,
      isHazmat: Boolean(product.hazmat),
      createdAt: new Date(now - 150 * DAY),
    });
  }
  return productIds;
}
