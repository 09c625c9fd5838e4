import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** One field problem reported by the server; `field` is a dotted path into the request ("body.email"). */
export const FieldError = Type.Object({
  field: Type.String(),
  message: Type.String(),
});
export type FieldError = Static<typeof FieldError>;

/**
 * Every API response has this shape. `status` says whether the call succeeded;
 * `message` is the spec's success or error text; `errors` lists bad input (HTTP 400).
 */
export interface ApiEnvelope<T = unknown> {
  status: boolean;
  message: string;
  data?: T;
  errors?: FieldError[];
  /** Only on the permission lookup, which the spec judges by a success flag. */
  success?: boolean;
}

export const envelopeOf = <T extends TSchema>(data: T) =>
  Type.Object({
    status: Type.Boolean(),
    message: Type.String(),
    data: Type.Optional(data),
    errors: Type.Optional(Type.Array(FieldError)),
    success: Type.Optional(Type.Boolean()),
  });

/** A failure: `{ status: false, message, errors? }` (errors: one per bad field of a 400). */
export const ErrorEnvelope = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  errors: Type.Optional(Type.Array(FieldError)),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;
