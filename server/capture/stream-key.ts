import { randomBytes } from 'node:crypto';

/**
 * A push road's stream key (docs/capture.md "Keys"): `lck_` and 32 letters or digits drawn from
 * 190 random bits. The fixed prefix lets every log line be scrubbed of keys by pattern
 * (redactCaptureSecrets), whatever printed it: the RTMP library, ffmpeg's errors, an encoder's URL.
 * Letters and digits only, so an RTMP stream name carries it unchanged.
 */
export const STREAM_KEY_PREFIX = 'lck_';
const KEY_LENGTH = 32;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Stream keys and pull relays' stream names (relay-name.ts), wherever they are printed. */
const NAME_ANYWHERE = /\b(lck_|lcr_)[A-Za-z0-9]+/g;
/** The user and password an encoder's pull address may carry (rtsp://user:secret@host/…). */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi;
/** An SRT address's encryption passphrase (srt://host:port?passphrase=…). */
const SRT_PASSPHRASE = /\b(passphrase=)[^&\s]+/gi;
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

/** A log line without the capture secrets it may hold: stream keys, relay names, pull addresses' credentials and passphrases. */
export const redactCaptureSecrets = (text: string): string =>
  text.replace(NAME_ANYWHERE, '$1[redacted]').replace(URL_CREDENTIALS, '$1[redacted]@').replace(SRT_PASSPHRASE, '$1[redacted]');
