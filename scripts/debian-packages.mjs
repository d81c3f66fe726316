// Debian packages the tests and the demo campus drive (programs nobody here wrote): which of them
// are missing, and installing them when running as root (no download is possible otherwise).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** VLC serves the demo's RTSP classroom (server/capture/demo-rtsp-server.ts): its player and its RTP/RTSP output. */
export const VLC_PACKAGES = [
  ['vlc-bin', '/usr/bin/cvlc'],
  ['vlc-plugin-base', '/usr/lib/x86_64-linux-gnu/vlc/plugins/stream_out/libstream_out_rtp_plugin.so'],
];

/**
 * Ceph's RADOS Gateway is the S3 object store of the object-storage tests and bench
 * (tests/support/ceph-cluster.ts): a monitor, an OSD, the gateway and the admin tools.
 */
export const CEPH_PACKAGES = [
  ['ceph-mon', '/usr/bin/ceph-mon'],
  ['ceph-osd', '/usr/bin/ceph-osd'],
  ['radosgw', '/usr/bin/radosgw'],
  ['ceph-common', '/usr/bin/ceph'],
];

/** nginx is the video edge in front of the object store (docs/edge.md). */
export const NGINX_PACKAGES = [
  ['nginx', '/usr/sbin/nginx'],
  // The stream module: the edge passes classroom encoders' RTMP to the servers' ingests (docs/edge.md).
  ['libnginx-mod-stream', '/usr/lib/nginx/modules/ngx_stream_module.so'],
];

/**
 * Speech to text (server/lesson-text/speech-pocketsphinx.ts): CMU's recogniser and its US English
 * model, and espeak-ng, whose spoken sentences are the tests' lesson audio.
 */
export const SPEECH_PACKAGES = [
  ['pocketsphinx', '/usr/bin/pocketsphinx_continuous'],
  ['pocketsphinx-en-us', '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin'],
  ['espeak-ng', '/usr/bin/espeak-ng'],
];

/**
 * Tesseract reads the text of lessons' slides (server/lesson-text/slide-ocr.ts) in Simplified
 * Chinese and English; Debian's language packages each hold one language's data.
 */
export const TESSERACT_PACKAGES = [
  ['tesseract-ocr', '/usr/bin/tesseract'],
  ['tesseract-ocr-chi-sim', '/usr/share/tesseract-ocr/5/tessdata/chi_sim.traineddata'],
  ['tesseract-ocr-eng', '/usr/share/tesseract-ocr/5/tessdata/eng.traineddata'],
];

/** The names of the packages of `wanted` ([name, a file it installs]) whose file is absent. */
export const missingPackages = (wanted) => wanted.filter(([, file]) => !existsSync(file)).map(([name]) => name);

export const runningAsRoot = () => process.getuid?.() === 0;

/** apt-get install of `names`, quietly; throws when apt-get fails. */
export function installPackages(names) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { stdio: 'inherit', env });
}
