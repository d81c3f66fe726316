// `npm start`: the web app and the server built when their sources changed, then the server from
// its bundle (scripts/builds.mjs), in this one process.
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, ensureSpaBuild, serverBundle } from './builds.mjs';

ensureSpaBuild();
await ensureServerBuild();
await import(pathToFileURL(serverBundle).href);
