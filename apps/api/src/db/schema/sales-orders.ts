/** Sales orders (ERP side). */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, SALES_ORDER_STATUSES } from '@freight/contracts';
import { primaryId, timestamps, money, oneOf } from './columns';
import { companyScoped, users } from './companies';
import { addresses, products } from './address-book';
import { loads } from './loads';

export const salesOrders = pgTable(
  'sales_orders',
  {
    ...primaryId(),
    ...companyScoped(),
    soNumber: text('so_number').notNull(),
    customerAddressId: uuid('customer_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    status: text('status').notNull().default('open'),
    orderDate: date('order_date').notNull(),
    requestedDeliveryDate: date('requested_delivery_date'),
    /** The load that ships it, once planned. */
    loadId: uuid('load_id').references(() => loads.id, { onDelete: 'set null' }),
    totalAmount: money('total_amount').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    erpReference: text('erp_reference'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('sales_orders_company_so_number_unique').on(t.companyId, t.soNumber),
    check('sales_orders_status_check', oneOf(t.status, SALES_ORDER_STATUSES)),
    check('sales_orders_currency_check', oneOf(t.currency, CURRENCIES)),
    index('sales_orders_company_created_idx').on(t.companyId, t.createdAt),
    index('sales_orders_company_status_created_idx').on(t.companyId, t.status, t.createdAt),
    index('sales_orders_company_delivery_idx').on(t.companyId, t.requestedDeliveryDate),
    index('sales_orders_load_idx').on(t.loadId),
  ],
);

export const salesOrderLines = pgTable(
  'sales_order_lines',
  {
    ...primaryId(),
    ...companyScoped(),
    salesOrderId: uuid('sales_order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
  },
  (t) => [
    unique('sales_order_lines_so_line_unique').on(t.salesOrderId, t.lineNo),
    check('sales_order_lines_quantity_check', sql`${t.quantity} > 0`),
    index('sales_order_lines_product_idx').on(t.productId),
  ],
);
