import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../plugins/envelope';
import { SESSION_TEXTS } from './texts';
import type { DbOrTx } from '../db/client';
import { driverLinks, loads, orderDetails, orders } from '../db/schema';

/**
 * The driver's link (/orderPickup?token=…, /orderDelivery?token=…): a signed, expiring token naming one
 * `driver_links` row, which names one assignment (order detail) and its truck. No login: the token is the driver's
 * whole authority, limited to that assignment, and a carrier can revoke it (the row's `revoked_at`).
 *
 * Signed with a key derived from the JWT secret for this purpose only (as the registration token is), so it never
 * passes as a session token, nor a session token as this.
 */
const PURPOSE = 'driver-link';
/** A link lasts long enough for a multi-day haul; it also ends when revoked. */
export const DRIVER_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

export function createDriverTokens(jwtSecret: string) {
  const key = crypto.createHmac('sha256', jwtSecret).update(PURPOSE).digest('base64url');
  const signer = createSigner({ key, algorithm: 'HS256', aud: PURPOSE });
  const verifier = createVerifier({ key, algorithms: ['HS256'], allowedAud: PURPOSE, requiredClaims: ['lid', 'exp', 'aud'] });
  return {
    /** A token for link `linkId`, valid until `expiresAt` (the row's own expiry). */
    sign: (linkId: string, expiresAt: Date): string => signer({ lid: linkId, exp: Math.floor(expiresAt.getTime() / 1000) }),
    /** The link id, or undefined for a token that is malformed, tampered, expired or made for something else. */
    verify(token: string): string | undefined {
      try {
        const payload = verifier(token) as { lid?: unknown };
        return typeof payload.lid === 'string' ? payload.lid : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type DriverTokens = ReturnType<typeof createDriverTokens>;

/** What a valid driver link gives access to. */
export interface DriverLinkContext {
  linkId: string;
  /** The carrier company that owns the truck. */
  carrierCompanyId: string;
  truckerId: string;
  orderDetailId: string;
  orderId: string;
  loadId: string;
  /** The load's shipper. */
  shipperCompanyId: string;
}

/**
 * The assignment behind `token`, or null when the token is invalid or expired, or its link was revoked or no longer
 * exists. Marks the link used.
 */
export async function resolveDriverLink(db: DbOrTx, tokens: DriverTokens, token: string): Promise<DriverLinkContext | null> {
  const linkId = tokens.verify(token);
  if (!linkId || !/^[0-9a-f-]{36}$/i.test(linkId)) return null;
  const [row] = await db
    .update(driverLinks)
    .set({ lastUsedAt: sql`now()` })
    .from(orderDetails)
    .where(
      and(eq(driverLinks.id, linkId), isNull(driverLinks.revokedAt), sql`${driverLinks.expiresAt} > now()`, eq(orderDetails.id, driverLinks.orderDetailId)),
    )
    .returning({
      linkId: driverLinks.id,
      carrierCompanyId: driverLinks.companyId,
      truckerId: driverLinks.truckerId,
      orderDetailId: driverLinks.orderDetailId,
      orderId: orderDetails.orderId,
    });
  if (!row) return null;
  const [order] = await db
    .select({ loadId: orders.loadId, shipperCompanyId: loads.companyId })
    .from(orders)
    .innerJoin(loads, eq(loads.id, orders.loadId))
    .where(eq(orders.id, row.orderId));
  return order ? { ...row, ...order } : null;
}

/** The header a driver's page sends its link's token in (the driver's calls and the driver's chat). */
const DRIVER_TOKEN_HEADER = 'x-driver-token';

/**
 * The assignment of the driver calling (the token of the `X-Driver-Token` header), or a 401 'This driver link has
 * expired or is no longer valid' for a missing, invalid, expired or revoked link.
 */
export async function driverOfRequest(app: FastifyInstance, request: FastifyRequest): Promise<DriverLinkContext> {
  const token = (request.headers as Record<string, string | undefined>)[DRIVER_TOKEN_HEADER];
  const link = token ? await resolveDriverLink(app.db, app.driverTokens, token) : null;
  if (!link) throw unauthorized(SESSION_TEXTS.driverLinkInvalid());
  return link;
}
