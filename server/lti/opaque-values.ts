import { createHash, randomBytes } from 'node:crypto';

/** A fresh bearer value (state, nonce, launch code): 32 random bytes, base64url. */
export const newOpaqueValue = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a bearer value: its SHA-256, so a copy of the table opens nothing. */
export const hashOpaqueValue = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');
