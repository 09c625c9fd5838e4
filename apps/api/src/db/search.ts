import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%term%` for LIKE/ILIKE, with the caller's %, _ and \ taken literally. */
export const containsPattern = (term: string) => `%${term.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A list's free-text search: the term in any of the columns, case-insensitive; undefined when there is no term. */
export function matchesAny(term: string | undefined, columns: AnyColumn[]): SQL | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  return or(...columns.map((column) => ilike(column, pattern)));
}
