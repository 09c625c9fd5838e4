import crypto from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

/**
 * The registration token: returned by user-manager/register, it lets the same newcomer register the company in the
 * next step (company-manager/register-company) without being signed in (the e-mail is not verified yet).
 *
 * Signed with a key derived from the JWT secret for this purpose only, so it can never pass as a session token (and
 * a session token never passes as this). It names the user and the placeholder company made at registration; it is
 * single-use because register-company only accepts a company still waiting for its details.
 */
export interface RegistrationClaims {
  userId: string;
  companyId: string;
}

const PURPOSE = 'register-company';
const REGISTRATION_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export function createRegistrationTokens(jwtSecret: string, ttlSeconds = REGISTRATION_TOKEN_TTL_SECONDS) {
  const key = crypto.createHmac('sha256', jwtSecret).update(PURPOSE).digest('base64url');
  const signer = createSigner({ key, algorithm: 'HS256', expiresIn: ttlSeconds * 1000, aud: PURPOSE });
  const verifier = createVerifier({ key, algorithms: ['HS256'], allowedAud: PURPOSE, requiredClaims: ['sub', 'cid', 'exp', 'aud'] });
  return {
    sign: ({ userId, companyId }: RegistrationClaims): string => signer({ sub: userId, cid: companyId }),
    /** The claims, or undefined for a token that is malformed, tampered, expired or made for something else. */
    verify(token: string): RegistrationClaims | undefined {
      try {
        const payload = verifier(token) as { sub?: unknown; cid?: unknown };
        return typeof payload.sub === 'string' && typeof payload.cid === 'string' ? { userId: payload.sub, companyId: payload.cid } : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type RegistrationTokens = ReturnType<typeof createRegistrationTokens>;
