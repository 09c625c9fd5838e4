/**
 * The one Postgres error mapper. A constraint violation is the database refusing a write a check missed (or a race
 * the check could not see: two writers at once); it becomes a 4xx HttpError, never a 500:
 *
 *   rethrowPgViolation(error, { users_email_unique: emailTaken })   a violation the route expects → its own error
 *   pgViolationResponse(error)                                      any other, in the one error handler
 *                                                                   (plugins/envelope.ts): unique → 409, foreign
 *                                                                   key / check / not null → 400
 */

/** SQLSTATE codes of the integrity-constraint violations (class 23). */
const PG_VIOLATION = {
  unique: '23505',
  foreignKey: '23503',
  check: '23514',
  notNull: '23502',
} as const;
export type PgViolation = keyof typeof PG_VIOLATION;

export interface PgError {
  code: string;
  constraint?: string;
}

/** The PostgreSQL error behind a (possibly wrapped, e.g. DrizzleQueryError) error. */
export function pgErrorOf(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined };
    }
    current = candidate.cause;
  }
  return null;
}

/** Which violation `error` is (optionally: of that constraint), if any. */
export function pgViolationOf(error: unknown, constraint?: string): PgViolation | null {
  const pg = pgErrorOf(error);
  if (!pg || (constraint !== undefined && pg.constraint !== constraint)) return null;
  const kind = (Object.keys(PG_VIOLATION) as PgViolation[]).find((key) => PG_VIOLATION[key] === pg.code);
  return kind ?? null;
}

/**
 * A violation as the caller should see it: a 409 for a duplicate, a 400 for the others, and which one it is (the error
 * handler names it: texts/shared.ts SHARED_TEXTS.database); null when not a violation.
 */
export function pgViolationResponse(error: unknown): { statusCode: 400 | 409; violation: PgViolation } | null {
  const kind = pgViolationOf(error);
  if (!kind) return null;
  return { statusCode: kind === 'unique' ? 409 : 400, violation: kind };
}

/**
 * Rethrows `error`: a violation of one of `expected`'s constraints as that constraint's error (the route's own
 * message on its field), anything else as it is (the error handler maps other violations with pgViolationResponse).
 */
export function rethrowPgViolation(error: unknown, expected: Record<string, () => Error>): never {
  const constraint = pgErrorOf(error)?.constraint;
  if (constraint && pgViolationOf(error) && expected[constraint]) throw expected[constraint]();
  throw error;
}
