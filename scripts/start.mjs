// `npm start`: the web app and the server built when their sources changed, then the server from
// its bundle (scripts/builds.mjs), in this one process.
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, ensureSpaBuild, serverBundle } from './builds.mjs';
import { installPackages, missingPackages, runningAsRoot, VLC_PACKAGES } from './debian-packages.mjs';

// The demo campus's RTSP classroom is served by Debian's VLC: installed on first start when we
// may; without it that one room stays silent (its lesson shows "not sending"), nothing else.
const missingVlc = missingPackages(VLC_PACKAGES);
if (missingVlc.length > 0 && runningAsRoot() && process.env.DEMO_ENCODERS !== 'false') {
  console.log(`lectern: installing Debian ${missingVlc.join(', ')} for the demo's RTSP classroom…`);
  try {
    installPackages(missingVlc);
  } catch {
    console.warn("lectern: could not install VLC: the demo's RTSP classroom stays silent");
  }
}

ensureSpaBuild();
await ensureServerBuild();
await import(pathToFileURL(serverBundle).href);
