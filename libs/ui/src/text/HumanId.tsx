import { Fragment } from 'react';

/** A human id: a capital or two, a hyphen, then letters and digits (L-100291, Q-7LC32HB3CA, O-100233). */
const HUMAN_ID = /\b[A-Z]{1,3}-[0-9A-Z]{3,}\b/g;

/** One human id that never breaks at its hyphen (white-space: nowrap, the `.human-id` class of the kit's styles). */
export function HumanId({ children }: { children: string }) {
  return <span className="human-id">{children}</span>;
}

/**
 * A sentence (a title, a message) with human ids in it: each id is kept whole, the rest wraps as usual. For texts
 * made by `t('…', { loadId })`, where the id cannot be wrapped in a span before the translation.
 */
export function IdText({ children }: { children: string }) {
  const parts: Array<string | { id: string }> = [];
  let last = 0;
  for (const match of children.matchAll(HUMAN_ID)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(children.slice(last, at));
    parts.push({ id: match[0] });
    last = at + match[0].length;
  }
  if (last < children.length) parts.push(children.slice(last));
  return <>{parts.map((part, i) => (typeof part === 'string' ? <Fragment key={i}>{part}</Fragment> : <HumanId key={i}>{part.id}</HumanId>))}</>;
}
