import {
  DRIVER_CHAT_TOKEN_HEADER,
  type DeliverRequest,
  type DriverAssignment,
  type DriverLocationRequest,
  type DriverLocationResult,
  type DriverStatusRequest,
  type ProofOfDelivery,
  type RevokeDriverLinkResult,
  type SendDriverLinkResult,
} from '@freight/contracts';
import { call, type CallOptions } from '../client';

const id = (value: string) => encodeURIComponent(value);
const driverHeaders = (driverToken: string) => ({ [DRIVER_CHAT_TOKEN_HEADER]: driverToken });

/** The carrier's side of the driver's link (user-manager/, module carrier). docs/modules/fleet.md, "Driver pages". */
export const driverLinks = {
  /** Idempotent: one link per action. */
  send: (truckerId: string, options?: CallOptions) =>
    call<SendDriverLinkResult>('user-manager/send-driver-link', { method: 'POST', url: `user-manager/send-driver-link/${id(truckerId)}`, data: {} }, options),
  revoke: (linkId: string, options?: CallOptions) =>
    call<RevokeDriverLinkResult>(
      'user-manager/revoke-driver-link',
      { method: 'POST', url: `user-manager/revoke-driver-link/${id(linkId)}`, data: {} },
      options,
    ),
};

/**
 * The driver's calls (driver-manager/), authorized by the link's token, no login. `update-status` and `deliver` are
 * idempotent creates: the page's offline queue passes the key it stored with the action (`idempotencyKey`).
 */
export const driverManager = {
  assignment: (driverToken: string, options?: CallOptions) =>
    call<DriverAssignment>('driver-manager/assignment', { method: 'GET', url: 'driver-manager/assignment', headers: driverHeaders(driverToken) }, options),
  updateStatus: (driverToken: string, body: DriverStatusRequest, options?: CallOptions) =>
    call<DriverAssignment>(
      'driver-manager/update-status',
      { method: 'POST', url: 'driver-manager/update-status', data: body, headers: driverHeaders(driverToken) },
      options,
    ),
  deliver: (driverToken: string, body: DeliverRequest, options?: CallOptions) =>
    call<DriverAssignment>(
      'driver-manager/deliver',
      { method: 'POST', url: 'driver-manager/deliver', data: body, headers: driverHeaders(driverToken) },
      options,
    ),
  updateLocation: (driverToken: string, body: DriverLocationRequest, options?: CallOptions) =>
    call<DriverLocationResult>(
      'driver-manager/update-location',
      { method: 'POST', url: 'driver-manager/update-location', data: body, headers: driverHeaders(driverToken) },
      options,
    ),
};

/** The proof of delivery for the load's two companies (load-manager/). */
export const proofOfDelivery = {
  get: (loadId: string, options?: CallOptions) =>
    call<ProofOfDelivery>('load-manager/proof-of-delivery', { method: 'GET', url: `load-manager/proof-of-delivery/${id(loadId)}` }, options),
};
