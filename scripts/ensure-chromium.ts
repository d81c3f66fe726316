import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The browser tests drive Debian's chromium (no browser download is possible here). Install it
 * when missing and running as root; otherwise stop with one line saying how. The CJK font comes
 * along so Chinese pages render (and screenshot) as users see them.
 */
const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** A file of fonts-noto-cjk itself: other Noto packages share its folder. */
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

if (!existsSync(path) || (!process.env.CHROMIUM_PATH && !existsSync(CJK_FONT))) {
  if (process.getuid?.() !== 0) {
    console.error(
      `chromium or its CJK font is missing: install Debian's packages with "sudo apt-get install -y chromium fonts-noto-cjk" (or set CHROMIUM_PATH), then rerun npm test`,
    );
    process.exit(1);
  }
  console.log('lectern: installing Debian chromium and fonts-noto-cjk for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { stdio: 'inherit', env });
  if (!existsSync(path)) {
    console.error(`chromium is still missing at ${path} after apt-get install chromium fonts-noto-cjk`);
    process.exit(1);
  }
}
console.log(`lectern: browser tests use ${path}`);
