import { ensureSpaBuild } from '../../scripts/spa-build';

/** Browser tests run against the built SPA served by the real server. */
export default function setup() {
  ensureSpaBuild();
}
