import { FieldArray, getIn, useFormikContext } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';

export interface RepeatableFieldsLabels {
  /** The remove button of one item ('Remove stop 2'); it names the item for screen readers. */
  remove: (itemLabel: string) => string;
  moveUp: (itemLabel: string) => string;
  moveDown: (itemLabel: string) => string;
}

export interface RepeatableFieldsProps<Item> {
  /** The Formik field holding the array ('stops'). */
  name: string;
  /** The group's legend ('Stops'). */
  legend: string;
  /** Each item's legend, from its place and values ('Stop 1: pickup'). */
  itemLabel: (item: Item, index: number) => string;
  /** The add buttons under the list ('Add pickup', 'Add delivery'), each making a new item from the current ones. */
  add: Array<{ label: string; make: (items: readonly Item[]) => Item }>;
  labels: RepeatableFieldsLabels;
  /** At least / at most this many items: Remove and the add buttons are disabled at the limits. */
  min?: number;
  max?: number;
  /** The item's fields; their names start with `prefix` (`stops.1`), e.g. `${prefix}.city`. */
  children: (prefix: string, index: number, item: Item) => ReactNode;
}

/**
 * A repeatable group of fields inside a Formik form (the stops of a load, the lines of an order): each item in its own
 * fieldset with Move up, Move down and Remove, and add buttons below. The order of the array is the order on screen.
 * A moved item keeps the keyboard focus on the button that moved it; an array-level error (`min(2)`) shows under
 * the legend. The texts come from the caller, in the caller's translation area.
 */
export function RepeatableFields<Item>({ name, legend, itemLabel, add, labels, min = 0, max = Infinity, children }: RepeatableFieldsProps<Item>) {
  const { values, errors, touched, submitCount } = useFormikContext<Record<string, unknown>>();
  const items = (getIn(values, name) as Item[] | undefined) ?? [];
  const error = getIn(errors, name);
  const groupError = typeof error === 'string' && (submitCount > 0 || getIn(touched, name)) ? error : undefined;
  const container = useRef<HTMLFieldSetElement>(null);
  /** After a move: the button to focus again (`up-2`), found once the list re-rendered. */
  const refocus = useRef<string>(undefined);
  useEffect(() => {
    if (!refocus.current) return;
    const button = container.current?.querySelector<HTMLButtonElement>(`[data-repeat-action="${refocus.current}"]`);
    refocus.current = undefined;
    if (button && !button.disabled) button.focus();
    else container.current?.querySelector<HTMLElement>('[data-repeat-action]')?.focus();
  });
  const errorId = `${name}-group-error`;

  return (
    <FieldArray name={name}>
      {(helpers) => (
        <fieldset ref={container} className="repeatable" aria-describedby={groupError ? errorId : undefined}>
          <legend>{legend}</legend>
          {groupError && (
            <p className="field-error" id={errorId} role="alert">
              {groupError}
            </p>
          )}
          <ol className="repeatable-items">
            {items.map((item, index) => {
              const label = itemLabel(item, index);
              return (
                // The array has no ids of its own: the index is the item's place, which is what the form edits.
                <li key={index} className="repeatable-item">
                  <fieldset>
                    <legend>{label}</legend>
                    <div className="repeatable-actions">
                      <button
                        type="button"
                        className="button button-secondary"
                        data-repeat-action={`up-${index}`}
                        disabled={index === 0}
                        aria-label={labels.moveUp(label)}
                        onClick={() => {
                          refocus.current = `up-${index - 1}`;
                          helpers.swap(index, index - 1);
                        }}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="button button-secondary"
                        data-repeat-action={`down-${index}`}
                        disabled={index === items.length - 1}
                        aria-label={labels.moveDown(label)}
                        onClick={() => {
                          refocus.current = `down-${index + 1}`;
                          helpers.swap(index, index + 1);
                        }}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className="button button-secondary danger"
                        data-repeat-action={`remove-${index}`}
                        disabled={items.length <= min}
                        onClick={() => {
                          refocus.current = `remove-${Math.min(index, items.length - 2)}`;
                          helpers.remove(index);
                        }}
                      >
                        {labels.remove(label)}
                      </button>
                    </div>
                    {children(`${name}.${index}`, index, item)}
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <div className="repeatable-add">
            {add.map((option) => (
              <button
                key={option.label}
                type="button"
                className="button button-secondary"
                disabled={items.length >= max}
                onClick={() => helpers.push(option.make(items))}
              >
                {option.label}
              </button>
            ))}
          </div>
        </fieldset>
      )}
    </FieldArray>
  );
}
