import { ensureSpaBuild } from './spa-build';

ensureSpaBuild();
