/**
 * Order budgets, on the benchmark's database (the demo world grown to 100,000 loads):
 *   order_detail_p99_ms  GET order-manager/get-order-detail/{orderId} as admin@demo.test (Demo Freight Co.), a random
 *                        order of the company among the first pages of its order list (every status), one client,
 *                        p99 of 500 calls after 50 of warm-up; budget 30 ms
 *   invoice_pdf_ms       POST order-manager/invoice-order-confirmation-pdf for an invoiced order of the company, one
 *                        client, median of 25 after 5 of warm-up (fonts and logo parsed once per process); the whole
 *                        call: auth, the order's facts from the database, the drawing, the bytes; budget 300 ms
 *
 * Both measure the whole stack over HTTP and report nearest-rank percentiles.
 *
 * Alone, against a running server whose database holds the grown demo world:
 *   npx tsx tools/bench/orders.ts --url http://127.0.0.1:4320 [--samples 500]
 * or seeding and starting one (as `npm run bench` does; BENCH_LOADS changes the count; under the build lock):
 *   flock /tmp/freight-build.lock npx tsx tools/bench/orders.ts --start
 */
import { loginToken } from './api-list';
import { measure, runAlone, type Timings } from './timing';

export const ORDER_DETAIL_BUDGET_MS = 30;
export const INVOICE_PDF_BUDGET_MS = 300;

interface ListItem {
  _id: string;
  orderId: string;
  invoiceNumber: string | null;
}

async function orderList(baseUrl: string, token: string, body: Record<string, unknown>): Promise<{ items: ListItem[]; total: number }> {
  const response = await fetch(`${baseUrl}/v1/api/order-manager/order-list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { status: boolean; message: string; data?: { items: ListItem[]; total: number } };
  if (!response.ok || !answer.data) throw new Error(`order-list: ${response.status} ${answer.message}`);
  return answer.data;
}

export interface OrdersBench {
  detail: Timings;
  /** Orders the detail calls were spread over, and the company's total. */
  detailOrders: number;
  totalOrders: number;
  invoice: Timings;
  invoiceBytes: number;
}

export async function benchOrderFigures(options: { baseUrl: string; samples?: number }): Promise<OrdersBench> {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const token = await loginToken(baseUrl, 'admin@demo.test');
  const headers = { authorization: `Bearer ${token}` };

  // Orders to open: five pages of 100 of the company's orders (every scope and status), newest first.
  const ids: string[] = [];
  let totalOrders = 0;
  for (let page = 1; page <= 5; page++) {
    const found = await orderList(baseUrl, token, { scope: 'all', page, limit: 100 });
    totalOrders = found.total;
    ids.push(...found.items.map((item) => item._id));
    if (found.items.length < 100) break;
  }
  if (ids.length === 0) throw new Error('order-list: the company has no orders to open');
  const detail = await measure(options.samples ?? 500, 50, async (i) => {
    // A spread that revisits no order in a row: a prime stride over the ids.
    const id = ids[(i * 7919) % ids.length]!;
    const response = await fetch(`${baseUrl}/v1/api/order-manager/get-order-detail/${id}`, { headers });
    if (!response.ok) throw new Error(`get-order-detail/${id}: ${response.status} ${(await response.text()).slice(0, 200)}`);
    await response.arrayBuffer();
  });

  // An invoiced order (the invoice exists once the order has its number).
  const invoiced = (await orderList(baseUrl, token, { scope: 'all', status: 'invoiced', limit: 20 })).items.find((item) => item.invoiceNumber);
  const paid = invoiced ? undefined : (await orderList(baseUrl, token, { scope: 'all', status: 'paid', limit: 20 })).items.find((item) => item.invoiceNumber);
  const order = invoiced ?? paid;
  if (!order) throw new Error('order-list: no invoiced order to draw an invoice for');
  let invoiceBytes = 0;
  const invoice = await measure(25, 5, async () => {
    const response = await fetch(`${baseUrl}/v1/api/order-manager/invoice-order-confirmation-pdf`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ _id: order._id, language: 'en' }),
    });
    if (!response.ok || response.headers.get('content-type') !== 'application/pdf') {
      throw new Error(`invoice-order-confirmation-pdf: ${response.status} ${(await response.text()).slice(0, 200)}`);
    }
    invoiceBytes = (await response.arrayBuffer()).byteLength;
  });
  return { detail, detailOrders: ids.length, totalOrders, invoice, invoiceBytes };
}

/** Runs both and prints their lines (`name: value unit`). */
export async function benchOrders(baseUrl: string, print: (name: string, value: number, unit: string) => void, samples?: number): Promise<void> {
  const figures = await benchOrderFigures({ baseUrl, samples });
  print('order_detail_p50_ms', figures.detail.p50, 'ms');
  print(
    'order_detail_p99_ms',
    figures.detail.p99,
    `ms (${figures.detail.samples} calls over ${figures.detailOrders} of the company's ${figures.totalOrders} orders, max ${figures.detail.max.toFixed(1)}; budget ${ORDER_DETAIL_BUDGET_MS})`,
  );
  print(
    'invoice_pdf_ms',
    figures.invoice.p50,
    `ms (median of ${figures.invoice.samples}, max ${figures.invoice.max.toFixed(1)}; ${figures.invoiceBytes} bytes; budget ${INVOICE_PDF_BUDGET_MS})`,
  );
}

if (process.argv[1]?.endsWith('orders.ts')) runAlone(benchOrders);
