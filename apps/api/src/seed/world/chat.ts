import { CHAT_FROM_OFFICE, CHAT_FROM_TRUCK } from '../../reference/names';
import type { LoadBundle, TruckRef } from '../load-generator';
import { DAY, HOUR } from './constants';
import type { WorldBuild } from './context';

interface Thread {
  companyId: string;
  truck: TruckRef;
  userId: string;
}

/** Chat threads: Demo Freight Co. with 10 trucks on a load, each carrier company with 2 of its trucks. */
export function makeChat(build: WorldBuild, bundles: readonly LoadBundle[], allTrucks: readonly TruckRef[]): void {
  const {
    rng,
    demo,
    context,
    carriers: { interstateId, mapleId, interstateUserId, mapleUserId },
  } = build;
  const activeByTruck = new Map<string, LoadBundle>();
  for (const bundle of bundles)
    if (bundle.load.truckerId && (bundle.load.status === 'in_transit' || bundle.load.status === 'assigned')) activeByTruck.set(bundle.load.truckerId, bundle);
  const threads: Thread[] = [
    ...rng
      .sample(
        [...activeByTruck.keys()].map((id) => allTrucks.find((truck) => truck.id === id)!),
        10,
      )
      .map((truck) => ({
        companyId: demo,
        truck,
        userId: truck.companyId === demo ? context.carrierId : context.shipperId,
      })),
    ...rng
      .sample(
        allTrucks.filter((truck) => truck.companyId === interstateId),
        2,
      )
      .map((truck) => ({ companyId: interstateId, truck, userId: interstateUserId })),
    ...rng
      .sample(
        allTrucks.filter((truck) => truck.companyId === mapleId),
        2,
      )
      .map((truck) => ({ companyId: mapleId, truck, userId: mapleUserId })),
  ];
  for (const thread of threads) addMessages(build, thread, activeByTruck.get(thread.truck.id)?.load.id ?? null);
}

/** 6 to 12 messages over the last days, the last two unread. */
function addMessages({ rng, now, rows }: WorldBuild, thread: Thread, loadId: string | null): void {
  const count = rng.int(6, 12);
  let at = now - rng.float(1, 3) * DAY;
  for (let m = 0; m < count; m++) {
    const fromTruck = m % 2 === 0 ? rng.chance(0.85) : rng.chance(0.2);
    at = Math.min(at + rng.float(0.3, 6) * HOUR, now - (count - m) * 60_000);
    rows.chat.push({
      id: rng.uuid(),
      companyId: thread.companyId,
      truckerId: thread.truck.id,
      loadId,
      sender: fromTruck ? 'trucker' : 'user',
      senderUserId: fromTruck ? null : thread.userId,
      body: fromTruck ? rng.pick(CHAT_FROM_TRUCK) : rng.pick(CHAT_FROM_OFFICE),
      readAt: m < count - 2 ? new Date(at + 10 * 60_000) : null,
      createdAt: new Date(at),
    });
  }
}
