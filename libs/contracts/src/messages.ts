/** Texts the client recognises to end a session (spec section 8); kept free of schema code so the browser bundle stays small. */
export const TOKEN_EXPIRED_MESSAGE = 'jwt expired';
export const TOKEN_INVALID_MESSAGE = 'Invalid auth token';
