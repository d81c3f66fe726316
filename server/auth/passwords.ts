import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * The browser sends SHA-256(password) as lowercase hex (DESIGN.md §4); the server keeps only a
 * slow, salted scrypt of that digest, formatted `scrypt$N$r$p$salt$hash` (base64url parts).
 */
const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LEN = 32;

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export async function hashPasswordDigest(digest: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(digest, salt, KEY_LEN, { ...PARAMS, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPasswordDigest(digest: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(digest, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(key, expected);
}

/** Convenience for seeds and tests: the stored hash of a clear-text password. */
export const hashPassword = (clear: string) => hashPasswordDigest(sha256Hex(clear));
