import type { ErpCustomer, ErpProduct, LocationCode } from '@freight/contracts';
import { fetchJson, joinUrl, type FetchLike } from '../http';
import type { ErpProvider } from './types';

/**
 * ERP_PROVIDER=sap: business partners from SAP S/4HANA's OData service API_BUSINESS_PARTNER (SAP_URL, basic auth
 * with SAP_USER and SAP_PASSWORD). Partners outside the USA and Canada are left out (the product's locations).
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

export interface SapBusinessPartner {
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
export const SAP_PATH = '/sap/opu/odata/sap/API_BUSINESS_PARTNER/A_BusinessPartner';

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
export function customerFromSap(partner: SapBusinessPartner): ErpCustomer | null {
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

export const SAP_PRODUCT_PATH = '/sap/opu/odata/sap/API_PRODUCT_SRV/A_ProductDescription';

export interface SapProductDescription {
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
export function productFromSap(row: SapProductDescription): ErpProduct {
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

export function createSapErpProvider(options: SapOptions): ErpProvider {
  const authorization = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`;
  return {
    name: 'sap',
    async searchCustomers(name, limit) {
      const response = await fetchJson<SapResponse>(sapCustomerUrl(options.url, name.trim(), limit), {
        provider: 'sap',
        failureMessage: 'ERP service unavailable',
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
        failureMessage: 'ERP service unavailable',
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
        headers: { authorization },
      });
      return (response.d?.results ?? []).map(productFromSap).slice(0, limit);
    },
  };
}
