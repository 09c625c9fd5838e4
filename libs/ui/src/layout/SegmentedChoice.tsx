import { useEffect, useState } from 'react';

export interface SegmentedChoiceProps<T extends string> {
  /** The group's accessible name (a visually hidden legend). */
  legend: string;
  /** The radio group's name (unique on the page). */
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange(value: T): void;
}

/**
 * A choice of two to four views shown side by side (a segmented radio group: arrow keys move between the options).
 * The choice shows at once, before the caller's state (often the URL: a router navigation is a transition that
 * would revert the checked radio till it lands) has caught up; the caller's `value` takes over when it changes.
 */
export function SegmentedChoice<T extends string>({ legend, name, options, value, onChange }: SegmentedChoiceProps<T>) {
  const [chosen, setChosen] = useState<T | null>(null);
  useEffect(() => setChosen(null), [value]);
  const current = chosen ?? value;
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={option.value === current ? 'segment segment-active' : 'segment'}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === current}
            onChange={() => {
              setChosen(option.value);
              onChange(option.value);
            }}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
