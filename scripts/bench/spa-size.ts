import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a browser downloads to show /home, gzip-compressed (level 6, what servers
 * usually send): the entry of dist/index.html with its static imports (the modulepreload links),
 * plus the lazy chunks of the signed-in layout and of the /home page with their static imports.
 * The route's components are read from src/routes; Vite names a lazy chunk after its module.
 */
const root = resolve(import.meta.dirname, '..', '..');
const assets = join(root, 'dist', 'assets');
const STATIC_IMPORT = /(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g;

export type SpaSize = { homeGzipBytes: number; entryGzipBytes: number; files: number; note: string };

function withStaticImports(file: string, seen: Set<string>): void {
  if (seen.has(file) || !existsSync(join(assets, file))) return;
  seen.add(file);
  for (const [, imported] of readFileSync(join(assets, file), 'utf8').matchAll(STATIC_IMPORT)) withStaticImports(imported!, seen);
}

/** The chunk of a lazy page: `pages.<name>` → its module path → `<Module>-<hash>.js`. */
function pageChunk(name: string, chunks: string[]): string | undefined {
  const pages = readFileSync(join(root, 'src', 'routes', 'pages.ts'), 'utf8');
  const modulePath = new RegExp(`\\b${name}:\\s*lazyRouteComponent\\(\\(\\)\\s*=>\\s*import\\('([^']+)'\\)`).exec(pages)?.[1];
  if (!modulePath) return undefined;
  return chunks.find((chunk) => chunk.startsWith(`${basename(modulePath)}-`) && chunk.endsWith('.js'));
}

function homePageNames(): string[] {
  const routes = readFileSync(join(root, 'src', 'routes', 'main-routes.ts'), 'utf8');
  const layout = readFileSync(join(root, 'src', 'routes', 'layout-route.ts'), 'utf8');
  const home = /path:\s*'\/home'[\s\S]*?component:\s*pages\.(\w+)/.exec(routes)?.[1];
  const shell = /component:\s*pages\.(\w+)/.exec(layout)?.[1];
  return [shell, home].filter((n): n is string => Boolean(n));
}

const gzipBytes = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);

export function measureSpa(): SpaSize {
  const html = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('bench: no module entry in dist/index.html');
  const initial = new Set<string>();
  withStaticImports(entry, initial);
  for (const [, preload] of html.matchAll(/rel="modulepreload"[^>]*href="\/assets\/([\w.-]+\.js)"/g)) withStaticImports(preload!, initial);
  const home = new Set(initial);
  const names = homePageNames();
  const chunks = readdirSync(assets);
  const found = names.map((name) => pageChunk(name, chunks)).filter((c): c is string => Boolean(c));
  for (const chunk of found) withStaticImports(chunk, home);
  const note =
    names.length === 2 && found.length === 2 ? `entry + ${names.join(' + ')} chunks` : 'entry only: the /home chunks were not found';
  return { homeGzipBytes: gzipBytes(home), entryGzipBytes: gzipBytes(initial), files: home.size, note };
}
