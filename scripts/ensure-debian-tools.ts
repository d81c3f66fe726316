import { existsSync } from 'node:fs';
import {
  CEPH_PACKAGES,
  installPackages,
  missingPackages,
  NGINX_PACKAGES,
  runningAsRoot,
  SPEECH_PACKAGES,
  TESSERACT_PACKAGES,
  VLC_PACKAGES,
} from './debian-packages.mjs';

/**
 * The tests drive programs nobody here wrote, from Debian's packages (no download is possible
 * here): chromium for the browser tests, with the CJK font so Chinese pages render (and
 * screenshot) as users see them, ffmpeg as the classroom encoder of the capture tests (the
 * bundled ffmpeg is the server's own tool), VLC as the RTSP server of a pulled classroom, Ceph's
 * RADOS Gateway as the S3 object store and nginx as the video edge of the multi-process tests,
 * pocketsphinx as a speech-to-text engine and espeak-ng as the voice it hears, and Tesseract as
 * the reader of slide text.
 * Install what is missing when running as root;
 * otherwise stop with one line saying how.
 */
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** A file of fonts-noto-cjk itself: other Noto packages share its folder. */
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const FFMPEG = '/usr/bin/ffmpeg';

const wanted: [string, string][] = [
  ...(process.env.CHROMIUM_PATH ? [] : ([['chromium', chromium]] as [string, string][])),
  ...(process.env.CHROMIUM_PATH ? [] : ([['fonts-noto-cjk', CJK_FONT]] as [string, string][])),
  ['ffmpeg', FFMPEG],
  ...VLC_PACKAGES,
  ...CEPH_PACKAGES,
  ...NGINX_PACKAGES,
  ...SPEECH_PACKAGES,
  ...TESSERACT_PACKAGES,
];
const missing = missingPackages(wanted);

if (missing.length > 0) {
  if (!runningAsRoot()) {
    console.error(
      `the tests need Debian's ${missing.join(', ')}: install them with "sudo apt-get install -y ${missing.join(' ')}", then rerun npm test`,
    );
    process.exit(1);
  }
  console.log(`lectern: installing Debian ${missing.join(', ')} for the tests…`);
  installPackages(missing);
  const still = wanted.filter(([, file]) => !existsSync(file)).map(([, file]) => file);
  if (still.length > 0) {
    console.error(`still missing after apt-get install: ${still.join(', ')}`);
    process.exit(1);
  }
}
console.log(`lectern: browser tests use ${chromium}; classroom encoders in tests use ${FFMPEG}`);
