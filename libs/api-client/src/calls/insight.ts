import type { CarrierDetail, CarrierDetailPaging, CarrierInsightData, CarrierInsightRequest, PriceInsight, PriceInsightRequest } from '@freight/contracts';
import { call, type CallOptions } from '../client';

const id = (value: string) => encodeURIComponent(value);

/**
 * Price and carrier insight from the company's own history (load-manager; docs/modules/loads.md, "Price and carrier
 * insight"). Read-only calls: safe to repeat.
 */
export const loadInsight = {
  /** POST load-manager/price-insight: the suggested price of a lane, an area (cities or positions) and equipment. */
  price: (body: PriceInsightRequest, options?: CallOptions) =>
    call<PriceInsight>('load-manager/price-insight', { method: 'POST', url: 'load-manager/price-insight', data: body }, options),
  /** GET load-manager/price-insight-load/:_id: the suggested price for one of the company's loads (its lane, else its area). */
  priceForLoad: (loadUuid: string, options?: CallOptions) =>
    call<PriceInsight>('load-manager/price-insight-load', { method: 'GET', url: `load-manager/price-insight-load/${id(loadUuid)}` }, options),
  /** POST load-manager/carrier-insight: on-time and acceptance rates of several carriers at once (the quote comparison). */
  carriers: (body: CarrierInsightRequest, options?: CallOptions) =>
    call<CarrierInsightData>('load-manager/carrier-insight', { method: 'POST', url: 'load-manager/carrier-insight', data: body }, options),
  /** GET load-manager/carrier-detail/:_id: a carrier company as the shipper sees it, with a page of its orders. */
  carrierDetail: (carrierCompanyId: string, paging: CarrierDetailPaging = {}, options?: CallOptions) =>
    call<CarrierDetail>(
      'load-manager/carrier-detail',
      { method: 'GET', url: `load-manager/carrier-detail/${id(carrierCompanyId)}`, params: { page: paging.page, limit: paging.limit } },
      options,
    ),
};
