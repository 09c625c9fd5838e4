import { sql, type SQL } from 'drizzle-orm';

const SAFE_LITERAL = /^[A-Za-z0-9_./+-]+$/;

/**
 * The inside of an `in (...)` written as quoted literals: `'a', 'b'`. For lists of the product's own constants
 * (statuses, kinds from @freight/contracts): a CHECK constraint or an index cannot take parameters, and a query
 * planner sees the values. Anything but letters, digits and `_ . / + -` throws, so no quote can reach the SQL.
 */
export function quotedList(values: readonly string[]): SQL {
  // `in (null)` holds for no row, as an empty list should.
  if (values.length === 0) return sql.raw('null');
  for (const value of values) {
    if (!SAFE_LITERAL.test(value)) throw new Error(`quotedList: unsafe SQL literal ${JSON.stringify(value)}`);
  }
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/** The inside of an `in (...)` as bound parameters: for values that come from a request (already checked by its schema). */
export function valueList(values: readonly string[]): SQL {
  if (values.length === 0) return sql.raw('null');
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/**
 * A sub-select of a list sent as one bound JSON parameter, for `x in ${boundList(ids, 'uuid')}`: for lists of any
 * length (ids gathered by a job, empty too), where one parameter per value would hit the protocol's limit.
 */
export function boundList(values: readonly string[], type: 'text' | 'uuid' = 'text'): SQL {
  const value = type === 'uuid' ? sql.raw('value::uuid') : sql.raw('value');
  return sql`(select ${value} from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}
