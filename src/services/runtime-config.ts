import { runtimeConfigSchema, type RuntimeConfig } from '../schemas/runtime-config';

/** Where the runtime configuration is served (DESIGN.md §4); `t` defeats caches. */
export const RUNTIME_CONFIG_PATH = '/config/global.json';

let loaded: RuntimeConfig | null = null;

type LoadDeps = { fetch?: typeof fetch; now?: () => number };

/**
 * Fetches and validates the runtime configuration (SPEC §7 "On startup"). Plain JSON, not an
 * envelope, and needed before the API client exists, hence bare fetch. Rejects on any failure.
 */
export async function loadRuntimeConfig(deps: LoadDeps = {}): Promise<RuntimeConfig> {
  const fetchImpl = deps.fetch ?? globalThis.fetch;
  const now = deps.now ?? Date.now;
  const response = await fetchImpl(`${RUNTIME_CONFIG_PATH}?t=${now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime configuration: HTTP ${response.status}`);
  loaded = runtimeConfigSchema.parse(await response.json());
  return loaded;
}

/** The configuration loaded at start; the app renders only after it is loaded. */
export function getRuntimeConfig(): RuntimeConfig {
  if (loaded === null) throw new Error('runtime configuration not loaded yet');
  return loaded;
}
