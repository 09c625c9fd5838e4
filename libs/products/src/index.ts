/**
 * @freight/products: the ERP product catalogue for a form's lines (a sales order, its quote, a purchase order).
 *   - `ProductLookup` ({ labels, onAdd, isAdded }): searches integration-manager/get-sap-products from two letters
 *     after the debounce, in its own cache (injected on first use); says type more / searching / no match / failed.
 * A lib of its own, not part of `@freight/ui`: the shell provides `@freight/ui` whole to every remote, so what is in
 * it is on /login's bill; only the remotes with product lines load this one.
 */
export { ProductLookup, type ProductLookupProps, type ProductLookupLabels } from './ProductLookup';
