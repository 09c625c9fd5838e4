import { and, eq } from 'drizzle-orm';
import { API_ROUTES, type ModuleKey, type OrderAction, type OrderDetailView } from '@freight/contracts';
import type { DbOrTx } from '../db/client';
import { modules, userPermissions } from '../db/schema';

/**
 * The call behind each order action (the order detail's table in docs/modules/orders.md). `actions` is computed from
 * the caller's company side (detail.ts `actionsOf`); a user of that company who lacks the module a call needs in
 * API_ROUTES would get a 403 from it, so the action is not offered to that user. An own-fleet company's shipper
 * (shipper@demo.test: no `carrier` module) sees the order without Accept, Assign, Reset, Driver refused or Send the
 * invoice.
 */
const ACTION_ROUTES: Record<OrderAction, string> = {
  accept: 'order-manager/order-accept-by-fleet',
  reject: 'order-manager/update-order-status/:_id',
  cancel: 'order-manager/update-order-status/:_id',
  assign: 'order-manager/order-assign-by-fleet',
  reset: 'order-manager/reset-order',
  updateAssignment: 'order-manager/orderdetail-update-status/:_id',
  rejectAssignment: 'order-manager/reject-orderdetail/:_id',
  requestAccessorial: 'order-manager/update-accessorial',
  decideAccessorial: 'order-manager/update-accessorial',
  sendInvoice: 'order-manager/send-invoice',
  markPaid: 'order-manager/rate-paid-order/:type',
  rate: 'order-manager/rate-paid-order/:type',
  markDriverPaid: 'order-manager/rate-paid-order/:type',
};

/** The module an action's call needs (API_ROUTES), or undefined when any signed-in user of a party may call it. */
export function moduleOfAction(action: OrderAction): ModuleKey | undefined {
  const route = API_ROUTES.find((candidate) => candidate.method === 'POST' && candidate.path === ACTION_ROUTES[action]);
  return route?.access === 'module' ? route.module : undefined;
}

async function holdsModule(db: DbOrTx, userId: string, moduleKey: ModuleKey): Promise<boolean> {
  const rows = await db
    .select({ id: userPermissions.id })
    .from(userPermissions)
    .innerJoin(modules, and(eq(modules.id, userPermissions.moduleId), eq(modules.moduleKey, moduleKey)))
    .where(and(eq(userPermissions.userId, userId), eq(userPermissions.isGranted, true)))
    .limit(1);
  return rows.length > 0;
}

/** The view with only the actions the user may call (one permission query, and only when an action needs a module). */
export async function withGrantedActions(db: DbOrTx, userId: string, view: OrderDetailView): Promise<OrderDetailView> {
  const needed = [...new Set(view.actions.map(moduleOfAction).filter((key): key is ModuleKey => key !== undefined))];
  if (needed.length === 0) return view;
  const held = new Set<ModuleKey>();
  for (const key of needed) if (await holdsModule(db, userId, key)) held.add(key);
  const actions = view.actions.filter((action) => {
    const key = moduleOfAction(action);
    return key === undefined || held.has(key);
  });
  return actions.length === view.actions.length ? view : { ...view, actions };
}
