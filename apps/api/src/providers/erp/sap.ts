import { INCOTERMS, centsOf, type Currency, type ErpCustomer, type ErpProduct, type Incoterm, type LocationCode } from '@freight/contracts';
import { ProviderError, fetchJson, joinUrl, type FetchLike } from '../http';
import { SHARED_TEXTS } from '../../texts/shared';
import type { ErpProvider, ErpPurchaseOrderRecord, ErpSalesOrderRecord } from './types';

/**
 * ERP_PROVIDER=sap: business partners from SAP S/4HANA's OData service API_BUSINESS_PARTNER (SAP_URL, basic auth
 * with SAP_USER and SAP_PASSWORD); sales orders from API_SALES_ORDER_SRV, purchase orders from
 * API_PURCHASEORDER_PROCESS_SRV (A_PurchaseOrder with to_PurchaseOrderItem, the supplier from the business partners).
 * Customers outside the USA and Canada are left out (the product's locations); suppliers are anywhere.
 */

export interface SapOptions {
  url: string;
  user: string;
  password: string;
  timeoutMs: number;
  fetch?: FetchLike;
}

interface SapList<T> {
  results?: T[];
}

interface SapBusinessPartner {
  BusinessPartner: string;
  Customer?: string;
  BusinessPartnerFullName?: string;
  OrganizationBPName1?: string;
  to_BusinessPartnerAddress?: SapList<{
    StreetName?: string;
    HouseNumber?: string;
    CityName?: string;
    Region?: string;
    PostalCode?: string;
    Country?: string;
    to_PhoneNumber?: SapList<{ PhoneNumber?: string; InternationalPhoneNumber?: string }>;
    to_EmailAddress?: SapList<{ EmailAddress?: string }>;
  }>;
}

interface SapResponse {
  d?: { results?: SapBusinessPartner[] };
}

const COUNTRIES: Record<string, LocationCode> = { US: 'USA', CA: 'CANADA' };
const SAP_PATH = '/sap/opu/odata/sap/API_BUSINESS_PARTNER/A_BusinessPartner';

/** The OData query of a name search (quotes doubled, as OData string literals need). */
export function sapCustomerUrl(base: string, name: string, top: number): string {
  const literal = name.replace(/'/g, "''");
  const query = [
    `$filter=${encodeURIComponent(`substringof('${literal}',BusinessPartnerFullName)`)}`,
    `$top=${top}`,
    `$format=json`,
    `$expand=${encodeURIComponent('to_BusinessPartnerAddress/to_PhoneNumber,to_BusinessPartnerAddress/to_EmailAddress')}`,
  ].join('&');
  return joinUrl(base, `${SAP_PATH}?${query}`);
}

/** One business partner -> ErpCustomer (null without a US or Canadian address). */
function customerFromSap(partner: SapBusinessPartner): ErpCustomer | null {
  const address = partner.to_BusinessPartnerAddress?.results?.[0];
  const country = COUNTRIES[address?.Country ?? ''];
  if (!address || !country) return null;
  const phone = address.to_PhoneNumber?.results?.[0];
  const email = address.to_EmailAddress?.results?.[0]?.EmailAddress;
  return {
    erpCustomerId: partner.Customer || partner.BusinessPartner,
    name: partner.BusinessPartnerFullName || partner.OrganizationBPName1 || partner.BusinessPartner,
    street1: [address.HouseNumber, address.StreetName].filter(Boolean).join(' '),
    city: address.CityName ?? '',
    state: address.Region ?? '',
    postalCode: address.PostalCode ?? '',
    country,
    contactName: null,
    contactPhone: phone?.InternationalPhoneNumber || phone?.PhoneNumber || null,
    contactEmail: email || null,
  };
}

const SAP_PRODUCT_PATH = '/sap/opu/odata/sap/API_PRODUCT_SRV/A_ProductDescription';

interface SapProductDescription {
  Product: string;
  Language?: string;
  ProductDescription?: string;
}

/** The OData query of a product search: English descriptions containing the text (get-sap-products). */
export function sapProductUrl(base: string, search: string, top: number): string {
  const literal = search.replace(/'/g, "''");
  const filter = literal ? `Language eq 'EN' and substringof('${literal}',ProductDescription)` : `Language eq 'EN'`;
  return joinUrl(base, `${SAP_PRODUCT_PATH}?$filter=${encodeURIComponent(filter)}&$top=${top}&$format=json`);
}

/** One product description -> ErpProduct (SAP's material master has no load-form details in this service). */
function productFromSap(row: SapProductDescription): ErpProduct {
  const name = row.ProductDescription || row.Product;
  return {
    erpProductId: row.Product,
    name,
    description: name,
    commodity: name,
    unit: 'each',
    unitWeightLbs: null,
    unitsPerPallet: null,
    isHazmat: false,
    temperatureMinF: null,
    temperatureMaxF: null,
    equipmentKey: null,
  };
}

const SAP_SALES_ORDER_PATH = '/sap/opu/odata/sap/API_SALES_ORDER_SRV/A_SalesOrder';

interface SapSalesOrderItem {
  SalesOrderItem: string;
  Material?: string;
  SalesOrderItemText?: string;
  RequestedQuantity?: string;
  RequestedQuantityUnit?: string;
  NetAmount?: string;
}

interface SapSalesOrder {
  SalesOrder: string;
  SoldToParty?: string;
  SalesOrderDate?: string;
  RequestedDeliveryDate?: string | null;
  TransactionCurrency?: string;
  TotalNetAmount?: string;
  to_Item?: SapList<SapSalesOrderItem>;
}

/** The open sales orders (not completely processed), newest first, one page with the total count; searched by number or the customer's PO. */
export function sapSalesOrdersUrl(base: string, search: string, page: number, limit: number): string {
  const literal = search.replace(/'/g, "''");
  const open = `OverallSDProcessStatus ne 'C'`;
  const filter = literal ? `${open} and (substringof('${literal}',SalesOrder) or substringof('${literal}',PurchaseOrderByCustomer))` : open;
  const query = [
    `$filter=${encodeURIComponent(filter)}`,
    `$orderby=${encodeURIComponent('SalesOrder desc')}`,
    `$skip=${(page - 1) * limit}`,
    `$top=${limit}`,
    `$inlinecount=allpages`,
    `$expand=to_Item`,
    `$format=json`,
  ].join('&');
  return joinUrl(base, `${SAP_SALES_ORDER_PATH}?${query}`);
}

const sapSalesOrderUrl = (base: string, erpOrderId: string) =>
  joinUrl(base, `${SAP_SALES_ORDER_PATH}('${encodeURIComponent(erpOrderId.replace(/'/g, "''"))}')?$expand=to_Item&$format=json`);

/** The business partner that is customer `customer` (the sold-to party of a sales order). */
function sapCustomerByNumberUrl(base: string, customer: string): string {
  const query = [
    `$filter=${encodeURIComponent(`Customer eq '${customer.replace(/'/g, "''")}'`)}`,
    `$top=1`,
    `$format=json`,
    `$expand=${encodeURIComponent('to_BusinessPartnerAddress/to_PhoneNumber,to_BusinessPartnerAddress/to_EmailAddress')}`,
  ].join('&');
  return joinUrl(base, `${SAP_PATH}?${query}`);
}

/** OData v2's `/Date(1732406400000)/` (or an ISO date) → YYYY-MM-DD; null when absent or unreadable. */
export function sapDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const epoch = /\/Date\((-?\d+)(?:[+-]\d+)?\)\//.exec(value);
  const date = epoch ? new Date(Number(epoch[1])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** One SAP sales order with its sold-to party's customer record → our record (unit prices in cents, exact). */
function salesOrderFromSap(order: SapSalesOrder, customer: ErpCustomer): ErpSalesOrderRecord {
  const lines = (order.to_Item?.results ?? []).map((item) => {
    const quantity = Math.max(1, Math.round(Number(item.RequestedQuantity ?? '1')));
    const net = centsOf(item.NetAmount ?? '0');
    return {
      lineNo: Number(item.SalesOrderItem) || 0,
      erpProductId: item.Material ?? '',
      description: item.SalesOrderItemText || item.Material || '',
      quantity,
      unit: (item.RequestedQuantityUnit ?? 'EA').toLowerCase(),
      unitPriceCents: Math.round(net / quantity),
    };
  });
  const currency: Currency = order.TransactionCurrency === 'CAD' ? 'CAD' : 'USD';
  return {
    erpOrderId: order.SalesOrder,
    customer,
    orderDate: sapDate(order.SalesOrderDate) ?? new Date().toISOString().slice(0, 10),
    requestedDeliveryDate: sapDate(order.RequestedDeliveryDate),
    currency,
    totalCents: order.TotalNetAmount !== undefined ? centsOf(order.TotalNetAmount) : lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0),
    lines,
  };
}

export function createSapErpProvider(options: SapOptions): ErpProvider {
  const authorization = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`;
  const get = <T>(url: string) =>
    fetchJson<T>(url, {
      provider: 'sap',
      failureMessage: SHARED_TEXTS.providers.erp(),
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
      headers: { authorization },
    });
  /** The sold-to parties of some orders, each asked once; a party outside the USA and Canada is null. */
  async function customersOf(orders: SapSalesOrder[]): Promise<Map<string, ErpCustomer | null>> {
    const numbers = [...new Set(orders.map((order) => order.SoldToParty ?? ''))].filter(Boolean);
    const found = await Promise.all(
      numbers.map(async (number) => {
        const response = await get<SapResponse>(sapCustomerByNumberUrl(options.url, number));
        const partner = response.d?.results?.[0];
        return [number, partner ? customerFromSap(partner) : null] as const;
      }),
    );
    return new Map(found);
  }
  return {
    ...sapPurchaseOrders(get, options.url),
    async listSalesOrders({ search, page, limit }) {
      const response = await get<{ d?: { results?: SapSalesOrder[]; __count?: string } }>(sapSalesOrdersUrl(options.url, search.trim(), page, limit));
      const orders = response.d?.results ?? [];
      const customers = await customersOf(orders);
      const items = orders.flatMap((order) => {
        const customer = customers.get(order.SoldToParty ?? '');
        return customer ? [salesOrderFromSap(order, customer)] : [];
      });
      return { items, total: Number(response.d?.__count ?? items.length) };
    },
    async getSalesOrder(erpOrderId) {
      let order: SapSalesOrder | undefined;
      try {
        order = (await get<{ d?: SapSalesOrder }>(sapSalesOrderUrl(options.url, erpOrderId))).d;
      } catch (error) {
        // OData answers an unknown key with 404.
        if (error instanceof ProviderError && error.detail === 'HTTP 404') return null;
        throw error;
      }
      if (!order) return null;
      const customer = (await customersOf([order])).get(order.SoldToParty ?? '');
      return customer ? salesOrderFromSap(order, customer) : null;
    },
    name: 'sap',
    async searchCustomers(name, limit) {
      const response = await fetchJson<SapResponse>(sapCustomerUrl(options.url, name.trim(), limit), {
        provider: 'sap',
        failureMessage: SHARED_TEXTS.providers.erp(),
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
        headers: { authorization },
      });
      return (response.d?.results ?? [])
        .map(customerFromSap)
        .filter((customer): customer is ErpCustomer => customer !== null)
        .slice(0, limit);
    },
    async searchProducts(search, limit) {
      const response = await fetchJson<{ d?: { results?: SapProductDescription[] } }>(sapProductUrl(options.url, search.trim(), limit), {
        provider: 'sap',
        failureMessage: SHARED_TEXTS.providers.erp(),
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
        headers: { authorization },
      });
      return (response.d?.results ?? []).map(productFromSap).slice(0, limit);
    },
  };
}

// ---------------------------------------------------------------- purchase orders (API_PURCHASEORDER_PROCESS_SRV)

const SAP_PURCHASE_ORDER_PATH = '/sap/opu/odata/sap/API_PURCHASEORDER_PROCESS_SRV/A_PurchaseOrder';

interface SapPurchaseOrderItem {
  PurchaseOrderItem: string;
  Material?: string;
  PurchaseOrderItemText?: string;
  OrderQuantity?: string;
  PurchaseOrderQuantityUnit?: string;
  /** The net price of NetPriceQuantity units. */
  NetPriceAmount?: string;
  NetPriceQuantity?: string;
  /** 'L': the item is deleted. */
  PurchasingDocumentDeletionCode?: string;
  DeliveryAddressCityName?: string;
  Plant?: string;
}

export interface SapPurchaseOrder {
  PurchaseOrder: string;
  Supplier?: string;
  PurchaseOrderDate?: string;
  DocumentCurrency?: string;
  IncotermsClassification?: string;
  /** The Incoterms place (FOB Shanghai: the port of loading). */
  IncotermsLocation1?: string;
  to_PurchaseOrderItem?: SapList<SapPurchaseOrderItem>;
}

/** Purchase orders newest first, one page with the total count; searched by number or supplier number. */
export function sapPurchaseOrdersUrl(base: string, search: string, page: number, limit: number): string {
  const literal = search.replace(/'/g, "''");
  const query = [
    ...(literal ? [`$filter=${encodeURIComponent(`substringof('${literal}',PurchaseOrder) or substringof('${literal}',Supplier)`)}`] : []),
    `$orderby=${encodeURIComponent('PurchaseOrder desc')}`,
    `$skip=${(page - 1) * limit}`,
    `$top=${limit}`,
    `$inlinecount=allpages`,
    `$expand=to_PurchaseOrderItem`,
    `$format=json`,
  ].join('&');
  return joinUrl(base, `${SAP_PURCHASE_ORDER_PATH}?${query}`);
}

export const sapPurchaseOrderUrl = (base: string, erpOrderId: string) =>
  joinUrl(base, `${SAP_PURCHASE_ORDER_PATH}('${encodeURIComponent(erpOrderId.replace(/'/g, "''"))}')?$expand=to_PurchaseOrderItem&$format=json`);

/** The business partner that is supplier `supplier`, with its address (name and country of a purchase order). */
function sapSupplierByNumberUrl(base: string, supplier: string): string {
  const query = [
    `$filter=${encodeURIComponent(`Supplier eq '${supplier.replace(/'/g, "''")}'`)}`,
    `$top=1`,
    `$format=json`,
    `$expand=to_BusinessPartnerAddress`,
  ].join('&');
  return joinUrl(base, `${SAP_PATH}?${query}`);
}

/**
 * One SAP purchase order with its supplier → our record: deleted items left out, unit prices in exact cents per unit
 * (NetPriceAmount is per NetPriceQuantity units), the Incoterm when it is one of Incoterms 2020 (else FOB), the
 * origin port from the Incoterms place (else the supplier's city), the destination from the first item's delivery
 * city (else its plant). SAP has no ports on a purchase order: the form lets the user correct both.
 */
export function purchaseOrderFromSap(order: SapPurchaseOrder, supplier: { name: string; country: string; city: string }): ErpPurchaseOrderRecord {
  const items = (order.to_PurchaseOrderItem?.results ?? []).filter((item) => item.PurchasingDocumentDeletionCode !== 'L');
  const lines = items.map((item) => {
    const quantity = Math.max(1, Math.round(Number(item.OrderQuantity ?? '1') || 1));
    const per = Math.max(1, Number(item.NetPriceQuantity ?? '1') || 1);
    return {
      lineNo: Number(item.PurchaseOrderItem) || 0,
      erpProductId: item.Material ?? '',
      description: item.PurchaseOrderItemText || item.Material || '',
      quantity,
      unit: (item.PurchaseOrderQuantityUnit ?? 'EA').toLowerCase(),
      unitPriceCents: Math.round(centsOf(item.NetPriceAmount ?? '0') / per),
    };
  });
  const incoterm = (INCOTERMS as readonly string[]).includes(order.IncotermsClassification ?? '') ? (order.IncotermsClassification as Incoterm) : 'FOB';
  const currency: Currency = order.DocumentCurrency === 'CAD' ? 'CAD' : 'USD';
  return {
    erpOrderId: order.PurchaseOrder,
    supplier: { name: supplier.name, country: supplier.country },
    incoterm,
    originPort: order.IncotermsLocation1 || supplier.city,
    destinationPort: items[0]?.DeliveryAddressCityName || items[0]?.Plant || '',
    orderDate: sapDate(order.PurchaseOrderDate) ?? new Date().toISOString().slice(0, 10),
    currency,
    totalCents: lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0),
    lines,
  };
}

/** The purchase-order side of the SAP provider (createSapErpProvider spreads it in). */
function sapPurchaseOrders(get: <T>(url: string) => Promise<T>, base: string): Pick<ErpProvider, 'listPurchaseOrders' | 'getPurchaseOrder'> {
  /** The suppliers of some orders, each asked once: name, country (ISO alpha-2) and city; the number when unknown. */
  async function suppliersOf(orders: SapPurchaseOrder[]) {
    const numbers = [...new Set(orders.map((order) => order.Supplier ?? ''))].filter(Boolean);
    const found = await Promise.all(
      numbers.map(async (number) => {
        const partner = (await get<SapResponse>(sapSupplierByNumberUrl(base, number))).d?.results?.[0];
        const address = partner?.to_BusinessPartnerAddress?.results?.[0];
        return [
          number,
          {
            name: partner?.BusinessPartnerFullName || partner?.OrganizationBPName1 || number,
            country: address?.Country ?? '',
            city: address?.CityName ?? '',
          },
        ] as const;
      }),
    );
    return new Map(found);
  }
  const supplierOf = (suppliers: Map<string, { name: string; country: string; city: string }>, order: SapPurchaseOrder) =>
    suppliers.get(order.Supplier ?? '') ?? { name: order.Supplier ?? '', country: '', city: '' };
  return {
    async listPurchaseOrders({ search, page, limit }) {
      const response = await get<{ d?: { results?: SapPurchaseOrder[]; __count?: string } }>(sapPurchaseOrdersUrl(base, search.trim(), page, limit));
      const orders = response.d?.results ?? [];
      const suppliers = await suppliersOf(orders);
      return { items: orders.map((order) => purchaseOrderFromSap(order, supplierOf(suppliers, order))), total: Number(response.d?.__count ?? orders.length) };
    },
    async getPurchaseOrder(erpOrderId) {
      let order: SapPurchaseOrder | undefined;
      try {
        order = (await get<{ d?: SapPurchaseOrder }>(sapPurchaseOrderUrl(base, erpOrderId))).d;
      } catch (error) {
        // OData answers an unknown key with 404.
        if (error instanceof ProviderError && error.detail === 'HTTP 404') return null;
        throw error;
      }
      if (!order) return null;
      return purchaseOrderFromSap(order, supplierOf(await suppliersOf([order]), order));
    },
  };
}
