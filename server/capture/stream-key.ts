import { randomBytes } from 'node:crypto';

/**
 * A push road's stream key (docs/capture.md "Keys"): `lck_` and 32 letters or digits drawn from
 * 190 random bits. The fixed prefix lets every log line be scrubbed of keys by pattern
 * (redactStreamKeys), whatever printed it: the RTMP library, ffmpeg's errors, an encoder's URL.
 * Letters and digits only, so an RTMP stream name carries it unchanged.
 */
export const STREAM_KEY_PREFIX = 'lck_';
const KEY_LENGTH = 32;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const KEY_ANYWHERE = new RegExp(`${STREAM_KEY_PREFIX}[A-Za-z0-9]+`, 'g');
export const STREAM_KEY_PATTERN = new RegExp(`^${STREAM_KEY_PREFIX}[A-Za-z0-9]{${KEY_LENGTH}}$`);

export function newStreamKey(): string {
  // 62 letters: bytes at or above 248 (4 × 62) are drawn again so every letter is as likely.
  let key = STREAM_KEY_PREFIX;
  while (key.length < STREAM_KEY_PREFIX.length + KEY_LENGTH) {
    for (const byte of randomBytes(KEY_LENGTH)) {
      if (byte < 248 && key.length < STREAM_KEY_PREFIX.length + KEY_LENGTH) key += ALPHABET[byte % 62];
    }
  }
  return key;
}

export const redactStreamKeys = (text: string): string => text.replace(KEY_ANYWHERE, `${STREAM_KEY_PREFIX}[redacted]`);
