import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope } from '@freight/contracts';

/** The carrier of the chat tests: Interstate Haulers (seeded with trucks, assignments and two chat threads). */
export const DISPATCHER = 'dispatch@interstate-haulers.test';

export const companyOf = async (app: FastifyInstance, email: string) =>
  (await app.db.execute<{ company_id: string }>(sql`select company_id from users where email = ${email}`)).rows[0]!.company_id;

/**
 * A driver link of one assignment of a truck of `companyId`, as the driver helper's send-driver-link makes it: a
 * driver_links row and its signed token. `expiresAt` in the past gives an expired one.
 */
export async function driverLinkOf(app: FastifyInstance, companyId: string, options: { expiresAt?: Date; truckerId?: string; notTruckerId?: string } = {}) {
  const { rows } = await app.db.execute<{ id: string; trucker_id: string }>(sql`
    select d.id, d.trucker_id from order_details d join truckers t on t.id = d.trucker_id
    where t.company_id = ${companyId} ${options.truckerId ? sql`and d.trucker_id = ${options.truckerId}` : sql``}
    ${options.notTruckerId ? sql`and d.trucker_id <> ${options.notTruckerId}` : sql``}
    order by d.assigned_at desc limit 1
  `);
  const detail = rows[0];
  if (!detail) throw new Error(`no assignment of a truck of ${companyId}`);
  const expiresAt = options.expiresAt ?? new Date(Date.now() + 24 * 3600_000);
  const linkId = crypto.randomUUID();
  await app.db.execute(sql`
    insert into driver_links (id, company_id, order_detail_id, trucker_id, expires_at)
    values (${linkId}, ${companyId}, ${detail.id}, ${detail.trucker_id}, ${expiresAt.toISOString()})
  `);
  return { linkId, truckerId: detail.trucker_id, token: app.driverTokens.sign(linkId, expiresAt) };
}

export const data = <T>(response: { json(): unknown }) => (response.json() as ApiEnvelope<T>).data!;

/** A push service on loopback that records what the API posts to it. */
export async function fakePushService() {
  const received: string[] = [];
  /** Paths the service says are gone (410). */
  const gone = new Set<string>();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push(request.url ?? '');
      response.writeHead(gone.has(request.url ?? '') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    endpoint: (name: string) => `http://127.0.0.1:${port}/push/${name}`,
    gone: (name: string) => void gone.add(`/push/${name}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: a P-256 public key and 16 random bytes, base64url. */
export function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
}
