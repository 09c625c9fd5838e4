import { useId, useState } from 'react';
import type { ErpProduct } from '@freight/contracts';
import { useFeature } from '@freight/store';
import { useDebounced } from '@freight/ui';
import { productCache, productLookupFeature } from './products-state';
import './products.css';

/** The shortest text searched. */
const MIN_SEARCH = 2;

/** The look-up's texts, the form's own (each module says them its way). */
export interface ProductLookupLabels {
  /** The search box's label. */
  search: string;
  /** Under the box while fewer than two letters are typed. */
  hint: string;
  searching: string;
  /** The catalogue could not be searched (what to do instead). */
  failed: string;
  /** Nothing matches the text. */
  none: string;
  /** A product's button. */
  add: string;
  /** The button's accessible name, naming the product ('Add a line for T-shirt'). */
  addNamed: (product: ErpProduct) => string;
  /** The button of a product the form already holds (with `isAdded`): disabled, saying so. */
  added?: string;
  addedNamed?: (product: ErpProduct) => string;
}

export interface ProductLookupProps {
  labels: ProductLookupLabels;
  /** "Add" of a product: the form puts a line for it. */
  onAdd: (product: ErpProduct) => void;
  /** A product already in the form: its button is disabled and says the `added` label. */
  isAdded?: (product: ErpProduct) => boolean;
}

/**
 * A search of the ERP's products (integration-manager/get-sap-products) for a form's lines: from two letters, once
 * the text stood still for the search debounce, it lists the matches (name and number) with an "Add" each; a polite
 * line under the box says to type more, that it is searching, that nothing matches, or that the catalogue could not
 * be searched. Its data is the kit's own cache: the screens only say what "Add" does.
 */
export function ProductLookup({ labels, onAdd, isAdded }: ProductLookupProps) {
  useFeature(productLookupFeature);
  const id = useId();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const searched = search.length >= MIN_SEARCH;
  const products = productCache.useResource('products', searched ? search : undefined);
  const items = searched ? (products.data ?? []) : [];

  let hint = '';
  if (!searched) hint = labels.hint;
  else if (products.status === 'loading' && !products.data) hint = labels.searching;
  else if (products.status === 'failed') hint = labels.failed;
  else if (items.length === 0) hint = labels.none;

  return (
    <div className="product-search">
      <div className="field">
        <label htmlFor={`${id}-search`}>{labels.search}</label>
        <input id={`${id}-search`} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} aria-describedby={`${id}-hint`} />
      </div>
      <p id={`${id}-hint`} className="muted" aria-live="polite">
        {hint}
      </p>
      {items.length > 0 && (
        <ul className="product-search-results">
          {items.map((product) => {
            const added = isAdded?.(product) ?? false;
            return (
              <li key={product.erpProductId}>
                <span>
                  {product.name} <span className="muted">({product.erpProductId})</span>
                </span>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={added}
                  onClick={() => onAdd(product)}
                  aria-label={added ? (labels.addedNamed ?? labels.addNamed)(product) : labels.addNamed(product)}
                >
                  {added ? (labels.added ?? labels.add) : labels.add}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
