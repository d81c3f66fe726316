import { runtimeConfigSchema, type RuntimeConfig } from '../schemas/runtime-config';

/** Where the runtime configuration is served (DESIGN.md §4); `t` defeats caches. */
export const RUNTIME_CONFIG_PATH = '/config/global.json';

type LoadDeps = { fetch?: typeof fetch; now?: () => number };

/**
 * Fetches and validates the runtime configuration (SPEC §7 "On startup"). Plain JSON, not an
 * envelope, and needed before the API client exists, hence bare fetch. Rejects on any failure.
 * The result reaches the pages through the router context (src/services/router-context.ts), not a
 * module global.
 */
export async function loadRuntimeConfig(deps: LoadDeps = {}): Promise<RuntimeConfig> {
  const fetchImpl = deps.fetch ?? globalThis.fetch;
  const now = deps.now ?? Date.now;
  const response = await fetchImpl(`${RUNTIME_CONFIG_PATH}?t=${now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime configuration: HTTP ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}
