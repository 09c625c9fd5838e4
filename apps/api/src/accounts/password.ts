import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Passwords are hashed with argon2id (the @node-rs/argon2 default: 19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password and for a malformed stored hash (never throws). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the e-mail is unknown, so response times do not tell
 * which e-mails have accounts. Always resolves false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash(crypto.randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
