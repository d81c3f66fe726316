/** The web app's build, for the tests and the bench (scripts/builds.mjs makes it). */
export { ensureSpaBuild, spaDir } from './builds.mjs';
