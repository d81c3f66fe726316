import { randomBytes } from 'node:crypto';

/**
 * The stream name a pull relay (pull-relays.ts) publishes under to the ingest of its own process:
 * `lcr_` and 32 hexadecimal digits drawn at random for each relay run, known only to that process
 * (the ingest's admitted relays). Like a stream key it is scrubbed from every log line by its prefix.
 */
export const RELAY_NAME_PREFIX = 'lcr_';
export const RELAY_NAME_PATTERN = new RegExp(`^${RELAY_NAME_PREFIX}[0-9a-f]{32}$`);

export const newRelayName = (): string => `${RELAY_NAME_PREFIX}${randomBytes(16).toString('hex')}`;
