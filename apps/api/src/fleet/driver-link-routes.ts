import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { links, DriverLinkRequest, RevokeDriverLinkResult, SendDriverLinkResult, envelopeOf, CURRENT_ORDER_DETAIL_STATUSES } from '@freight/contracts';
import { Type } from '@sinclair/typebox';
import { companies, driverLinks, loads, orderDetails, orders, truckers, users } from '../db/schema';
import { IdParams, iso } from '../http';
import { driverLinkMail, mailDate, type MailLanguage } from '../mail/templates';
import { access, callerOf } from '../plugins/auth';
import { HttpError, notFound, ok } from '../plugins/envelope';
import { headerLanguage } from '../plugins/language';
import type { RoutesPlugin } from '../types';
import { DRIVER_LINK_TTL_SECONDS } from '../sessions/driver-links';
import { FLEET_TEXTS } from './texts';

const TruckerIdParams = Type.Object({ truckerId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const LANGUAGES: readonly MailLanguage[] = ['en', 'sp', 'fr'];

/** The driver's page of a link (the token in the query; the page moves on to /orderDelivery by itself). */
const driverPagePath = links.driverPage;

/**
 * user-manager/send-driver-link/{truckerId} and revoke-driver-link/{_id} (module carrier; the caller's company's
 * truck). Registered as its own plugin under the /user-manager prefix. docs/modules/fleet.md, "Driver pages".
 */
export const driverLinkRoutes: RoutesPlugin = async (app) => {
  const flushMail = () => void app.mailer.flush().catch((error: unknown) => app.log.warn({ err: error }, 'mail flush failed'));

  app.post(
    '/send-driver-link/:truckerId',
    { config: access.module('carrier'), schema: { params: TruckerIdParams, body: DriverLinkRequest, response: { 200: envelopeOf(SendDriverLinkResult) } } },
    async (request) => {
      const caller = callerOf(request);
      const { truckerId } = request.params;
      const result = await app.db.transaction(async (tx) => {
        const [truck] = await tx
          .select({ id: truckers.id, name: truckers.name, email: truckers.email, truckNumber: truckers.truckNumber, userId: truckers.userId })
          .from(truckers)
          .where(and(eq(truckers.id, truckerId), eq(truckers.companyId, caller.companyId)));
        if (!truck) throw notFound(FLEET_TEXTS.driverLinks.truckNotFound());
        // The truck's live assignment (the one to pick up first when it has several).
        const [live] = await tx
          .select({
            detailId: orderDetails.id,
            loadId: loads.loadId,
            origin: loads.originCity,
            originState: loads.originState,
            destination: loads.destinationCity,
            destinationState: loads.destinationState,
          })
          .from(orderDetails)
          .innerJoin(orders, eq(orders.id, orderDetails.orderId))
          .innerJoin(loads, eq(loads.id, orders.loadId))
          .where(
            and(
              eq(orderDetails.truckerId, truck.id),
              eq(orderDetails.carrierCompanyId, caller.companyId),
              inArray(orderDetails.status, [...CURRENT_ORDER_DETAIL_STATUSES]),
            ),
          )
          .orderBy(asc(loads.pickupStart))
          .limit(1);
        if (!live) throw new HttpError(409, FLEET_TEXTS.driverLinks.noLoad());

        const expiresAt = new Date(Date.now() + DRIVER_LINK_TTL_SECONDS * 1000);
        const [link] = await tx
          .insert(driverLinks)
          .values({ companyId: caller.companyId, orderDetailId: live.detailId, truckerId: truck.id, createdBy: caller.userId, expiresAt })
          .returning({ id: driverLinks.id });
        const token = app.driverTokens.sign(link!.id, expiresAt);
        const url = `${app.publicUrl}${driverPagePath(token)}`;

        let emailed = false;
        if (truck.email) {
          const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, caller.companyId));
          // The driver's own language when the driver has a login, else the dispatcher's.
          const [login] = truck.userId ? await tx.select({ language: users.language }).from(users).where(eq(users.id, truck.userId)) : [];
          const wanted = (login?.language ?? headerLanguage(request)) as MailLanguage;
          const language = LANGUAGES.includes(wanted) ? wanted : 'en';
          const rendered = driverLinkMail(language, {
            name: truck.name,
            company: company?.name ?? '',
            loadId: live.loadId,
            truckNumber: truck.truckNumber,
            lane: `${live.origin} ${live.originState} → ${live.destination} ${live.destinationState}`,
            expiresAt: mailDate(language, expiresAt),
            link: url,
          });
          await app.mailer.enqueue(tx, { ...rendered, to: truck.email, companyId: caller.companyId, userId: caller.userId, template: 'driver-link' });
          emailed = true;
        }
        return { link: { _id: link!.id, url, expiresAt: iso(expiresAt), emailed } };
      });
      if (result.link.emailed) flushMail();
      return ok(FLEET_TEXTS.driverLinks.sent(), result);
    },
  );

  app.post(
    '/revoke-driver-link/:_id',
    { config: access.module('carrier'), schema: { params: IdParams, body: DriverLinkRequest, response: { 200: envelopeOf(RevokeDriverLinkResult) } } },
    async (request) => {
      const caller = callerOf(request);
      const mine = and(eq(driverLinks.id, request.params._id), eq(driverLinks.companyId, caller.companyId));
      // Revoking twice keeps the first time (a retry answers the same).
      const [revoked] = await app.db
        .update(driverLinks)
        .set({ revokedAt: new Date() })
        .where(and(mine, isNull(driverLinks.revokedAt)))
        .returning({ at: driverLinks.revokedAt });
      const [row] = revoked ? [{ at: revoked.at }] : await app.db.select({ at: driverLinks.revokedAt }).from(driverLinks).where(mine);
      if (!row?.at) throw notFound(FLEET_TEXTS.driverLinks.notFound());
      return ok(FLEET_TEXTS.driverLinks.revoked(), { _id: request.params._id, revokedAt: iso(row.at) });
    },
  );
};
