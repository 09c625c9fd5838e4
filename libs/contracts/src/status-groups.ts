import type { ContainerStatus, LoadStatus, OrderDetailStatus, OrderStatus, PurchaseOrderStatus, QuoteStatus, SalesOrderStatus } from './statuses';

/**
 * The groups of statuses a rule of the product is about, each defined once and named for what it means (the API and
 * the screens apply the same rule with the same group). Plain data, safe to import in the browser.
 */

// Loads --------------------------------------------------------------------------------------------------------

/**
 * No carrier chosen yet: quotes may be asked for, approved, declined or cancelled (load-manager quote calls), and a
 * broadcast load is on the load board.
 */
export const QUOTABLE_LOAD_STATUSES: readonly LoadStatus[] = ['pending', 'quoted'];

/**
 * The statuses in which the shipper may still edit a load (load-update): before a carrier is chosen, as for quotes.
 * From `tendered` on, an order carries the load's terms to a carrier, so they are frozen (a 409 names the status).
 */
export const LOAD_EDITABLE_STATUSES = QUOTABLE_LOAD_STATUSES;

/** load-available-truckers / assign-load-to-truck: the load statuses in which a truck may still be assigned. */
export const LOAD_ASSIGNABLE_STATUSES: readonly LoadStatus[] = ['pending', 'quoted', 'tendered', 'accepted', 'assigned'];

/** load-details-update: reference and PO numbers, instructions and stop contacts change until delivery. */
export const LOAD_DETAILS_EDITABLE_STATUSES: readonly LoadStatus[] = ['pending', 'quoted', 'tendered', 'accepted', 'assigned', 'in_transit'];

/** Given to a carrier and not cancelled: the load has (or had) a carrier, so it has a tracking page. */
export const TRACKABLE_LOAD_STATUSES: readonly LoadStatus[] = ['tendered', 'accepted', 'assigned', 'in_transit', 'delivered', 'invoiced', 'paid'];

/**
 * Tendered to a carrier and not delivered yet: the loads that are still to move (a lane's live loads, the loads the
 * risk job predicts, the loads a purchase order's replan may move).
 */
export const UNDELIVERED_TENDERED_LOAD_STATUSES: readonly LoadStatus[] = ['tendered', 'accepted', 'assigned', 'in_transit'];

/** A truck has the load: assigned to it, or on the road (a truck's current loads; the load list's "active"). */
export const ON_TRUCK_LOAD_STATUSES: readonly LoadStatus[] = ['assigned', 'in_transit'];

/** Picked up: the pickup is behind (its date can no longer move). */
export const PICKED_UP_LOAD_STATUSES: readonly LoadStatus[] = ['in_transit', 'delivered', 'invoiced', 'paid'];

/** Delivered (then invoiced and paid): the load has arrived. */
export const DELIVERED_LOAD_STATUSES: readonly LoadStatus[] = ['delivered', 'invoiced', 'paid'];

/** Closed: delivered or cancelled, nothing moves any more (its dates, a replan, a lane's past loads). */
export const CLOSED_LOAD_STATUSES: readonly LoadStatus[] = ['delivered', 'invoiced', 'paid', 'cancelled'];

// Quotes -------------------------------------------------------------------------------------------------------

/** Waiting for the shipper's choice (asked, or priced): a quote that can still be declined or cancelled. */
export const OPEN_QUOTE_STATUSES: readonly QuoteStatus[] = ['requested', 'confirmed'];

// Orders -------------------------------------------------------------------------------------------------------

/** Not delivered yet nor ended: new to in transit (the dashboard's flagged groups, the risk job's orders). */
export const UNDELIVERED_ORDER_STATUSES = ['new', 'accepted', 'assigned', 'in_transit'] as const satisfies readonly OrderStatus[];
/** UNDELIVERED_ORDER_STATUSES by the name the API imports it by. */
export const LIVE_ORDER_STATUSES = UNDELIVERED_ORDER_STATUSES;

/** Accepted by the fleet and not delivered yet: the orders a truck is busy with. */
export const ACCEPTED_UNDELIVERED_ORDER_STATUSES: readonly OrderStatus[] = ['accepted', 'assigned', 'in_transit'];

/** Accepted by the fleet, whatever came after (the fleet's orders, as opposed to tenders and refusals). */
export const ACCEPTED_ORDER_STATUSES: readonly OrderStatus[] = ['accepted', 'assigned', 'in_transit', 'delivered', 'invoiced', 'paid'];

/** Still open: the order list's "open" scope (everything before it is paid, rejected or cancelled). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'accepted', 'assigned', 'in_transit', 'delivered', 'invoiced'];

/** Closed: paid, rejected or cancelled (the order list's "history" scope). */
export const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'rejected', 'cancelled'];

/** Ended without being carried: the fleet rejected it, or the shipper cancelled it. */
export const ENDED_ORDER_STATUSES: readonly OrderStatus[] = ['rejected', 'cancelled'];

/** A truck was assigned: the order has a bill of lading. */
export const BILL_OF_LADING_ORDER_STATUSES: readonly OrderStatus[] = ['assigned', 'in_transit', 'delivered', 'invoiced', 'paid'];

/** An accessorial charge may be requested or decided: accepted by the fleet, not invoiced yet. */
export const ACCESSORIAL_OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['accepted', 'assigned', 'in_transit', 'delivered'];

/** Invoiced (or paid): the carrier may mark its driver paid. */
export const DRIVER_PAYABLE_ORDER_STATUSES: readonly OrderStatus[] = ['invoiced', 'paid'];

// Order details (a truck's assignment to an order) ---------------------------------------------------------------

/** The assignment in force: assigned and not delivered, rejected or cancelled (a truck's current assignment). */
export const CURRENT_ORDER_DETAIL_STATUSES: readonly OrderDetailStatus[] = ['assigned', 'at_pickup', 'in_transit', 'at_delivery'];

/** Under way: the driver reached the pickup, the delivery is not done yet. */
export const UNDER_WAY_ORDER_DETAIL_STATUSES: readonly OrderDetailStatus[] = ['at_pickup', 'in_transit', 'at_delivery'];

/** Location is shared between pickup and delivery only: loaded and on the road, or waiting at the receiver. */
export const LOCATION_SHARING_STATUSES: readonly OrderDetailStatus[] = ['in_transit', 'at_delivery'];

/** Ended before delivery: the driver refused it, or it was cancelled (reset, reassigned). */
export const ENDED_ORDER_DETAIL_STATUSES: readonly OrderDetailStatus[] = ['rejected', 'cancelled'];

// Purchase orders, containers, sales orders ---------------------------------------------------------------------

/** Closed or cancelled: the purchase order is read-only. */
export const READ_ONLY_PURCHASE_ORDER_STATUSES: readonly PurchaseOrderStatus[] = ['closed', 'cancelled'];

/** Booked until delivered: the containers' tracking moves the order along this path. */
export const TRACKED_PURCHASE_ORDER_STATUSES: readonly PurchaseOrderStatus[] = ['booked', 'in_transit', 'at_port', 'delivered'];

/** Not delivered, closed or cancelled yet: the orders on the wall board. */
export const UNDELIVERED_PURCHASE_ORDER_STATUSES: readonly PurchaseOrderStatus[] = ['open', 'booked', 'in_transit', 'at_port'];

/** On its way to the warehouse: booked, not yet out of the port. */
export const ARRIVING_CONTAINER_STATUSES: readonly ContainerStatus[] = ['booked', 'gate_in', 'loaded', 'in_transit', 'transshipment', 'discharged', 'gate_out'];

/** Left the port of loading (on the water, or later). */
export const DEPARTED_CONTAINER_STATUSES: readonly ContainerStatus[] = ['in_transit', 'transshipment', 'discharged', 'gate_out', 'delivered', 'empty_returned'];

/** Discharged at the destination port, or later: a drayage load may take it to the warehouse. */
export const DISCHARGED_CONTAINER_STATUSES: readonly ContainerStatus[] = ['discharged', 'gate_out', 'delivered', 'empty_returned'];

/** Delivered to the warehouse (and maybe returned empty). */
export const DELIVERED_CONTAINER_STATUSES: readonly ContainerStatus[] = ['delivered', 'empty_returned'];

/** A load may still be planned for the sales order (create-quote from it). */
export const PLANNABLE_SALES_ORDER_STATUSES: readonly SalesOrderStatus[] = ['draft', 'open', 'confirmed'];
