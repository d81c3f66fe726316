import { createRemoteJWKSet, errors as joseErrors, type JWTVerifyGetKey } from 'jose';
import { LTI_KEY_SET_CACHE_MS, LTI_KEY_SET_COOLDOWN_MS, LTI_KEY_SET_TIMEOUT_MS } from './launch-policy';

/**
 * The platforms' public key sets (their `keySetUrl`), fetched by jose's remote key set: each is
 * cached for LTI_KEY_SET_CACHE_MS, fetched again at most every LTI_KEY_SET_COOLDOWN_MS when a
 * token names a key id it does not hold (a platform rotating its keys), and given
 * LTI_KEY_SET_TIMEOUT_MS to answer. One cache per server (the launch routes make it), keyed by
 * address; the number of addresses is bounded by the registrations, and the oldest is dropped past
 * KEY_SETS_MAX all the same.
 */
const KEY_SETS_MAX = 500;

/** The key set could not be fetched or read: the platform's fault or the network's, not the token's. */
export class KeySetUnavailable extends Error {
  constructor(address: string, failure: unknown) {
    super(`the platform's key set ${address} cannot be used: ${failure instanceof Error ? failure.message : String(failure)}`);
    this.name = 'KeySetUnavailable';
  }
}

export type PlatformKeySets = { keysOf: (address: string) => JWTVerifyGetKey };

export function platformKeySets(): PlatformKeySets {
  const sets = new Map<string, JWTVerifyGetKey>();
  const remote = (address: string): JWTVerifyGetKey => {
    const known = sets.get(address);
    if (known) return known;
    const made = createRemoteJWKSet(new URL(address), {
      timeoutDuration: LTI_KEY_SET_TIMEOUT_MS,
      cooldownDuration: LTI_KEY_SET_COOLDOWN_MS,
      cacheMaxAge: LTI_KEY_SET_CACHE_MS,
    });
    if (sets.size >= KEY_SETS_MAX) sets.delete(sets.keys().next().value!);
    sets.set(address, made);
    return made;
  };
  return {
    // A token whose key id the set does not hold is the token's fault (forged, or signed by another
    // key); every other failure of the fetch is the key set's.
    keysOf: (address) => async (header, token) => {
      try {
        return await remote(address)(header, token);
      } catch (failure) {
        if (failure instanceof joseErrors.JWKSNoMatchingKey || failure instanceof joseErrors.JWKSMultipleMatchingKeys) throw failure;
        throw new KeySetUnavailable(address, failure);
      }
    },
  };
}
