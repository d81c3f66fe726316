import { randomBytes } from 'node:crypto';
import { SHARE_TOKEN_BYTES } from '../../src/constants';
import { sha256Hex } from '../auth/passwords';

/**
 * Share tokens: random, base64url (safe in a path and a query without escaping), stored only as
 * their SHA-256 so a copy of the database opens no link.
 */
export const newShareToken = () => randomBytes(SHARE_TOKEN_BYTES).toString('base64url');

export const hashShareToken = (token: string) => sha256Hex(token);

const TOKEN_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((SHARE_TOKEN_BYTES * 4) / 3)}}$`);

/** Anything else cannot be a token we issued: answered as unknown without asking the database. */
export const isShareTokenShaped = (token: string) => TOKEN_SHAPE.test(token);
