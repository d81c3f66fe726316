import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { buildApp } from '../../server/app';
import { composeDeps, openMediaStore } from '../../server/compose';
import { openPglite } from '../../server/db/client';
import { parseEnv } from '../../server/env';

/**
 * The JavaScript a browser downloads to show /home, counted as the real server sends it: the
 * built app (dist/) served by the app on a loopback port, each file asked for with
 * `Accept-Encoding: br, gzip` (what browsers send), with `gzip` alone, and without. The files
 * are the entry of index.html with its static imports (its modulepreload links), plus the lazy
 * chunks of the signed-in layout and of the /home page with their static imports; what those
 * load later (the log store, the uploader's engine, other pages) is not part of the first page.
 */
const root = resolve(import.meta.dirname, '..', '..');
const STATIC_IMPORT = /(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g;

/** issue 19: /home's first JavaScript as sent over the wire. */
export const SPA_TARGET_BYTES = 170 * 1024;

type Coding = 'br' | 'gzip' | 'identity';
export type SpaSize = {
  /** Bytes on the wire per Accept-Encoding, the Content-Encoding the server chose each time. */
  wire: Record<Coding, { bytes: number; sentAs: string }>;
  /** The same for the entry and its static imports alone. */
  entry: Record<Coding, number>;
  files: number;
  note: string;
};

const ACCEPT: Record<Coding, string | null> = { br: 'br, gzip', gzip: 'gzip', identity: null };

/** One GET over plain HTTP: the body's length as sent (fetch would decode it) and its coding. */
function get(url: string, accept: string | null): Promise<{ status: number; body: Buffer; coding: string }> {
  return new Promise((done, fail) => {
    const req = request(url, { headers: accept === null ? {} : { 'accept-encoding': accept } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), coding: String(res.headers['content-encoding'] ?? 'identity') }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** The names of the lazy pages /home shows: the signed-in layout and the /home page (src/routes). */
function homePageModules(): string[] {
  const read = (file: string) => readFileSync(join(root, 'src', 'routes', file), 'utf8');
  const pages = read('pages.ts');
  const home = /path:\s*'\/home'[\s\S]*?component:\s*pages\.(\w+)/.exec(read('main-routes.ts'))?.[1];
  const shell = /component:\s*pages\.(\w+)/.exec(read('layout-route.ts'))?.[1];
  return [shell, home]
    .filter((name): name is string => Boolean(name))
    .map((name) => new RegExp(`\\b${name}:\\s*\\w+\\(\\(\\)\\s*=>\\s*import\\('([^']+)'\\)`).exec(pages)?.[1])
    .filter((path): path is string => Boolean(path))
    .map((path) => basename(path));
}

async function measureServed(url: string): Promise<SpaSize> {
  const html = (await get(`${url}/`, null)).body.toString();
  const entry = /<script type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('bench: no module entry in the served index.html');
  const text = new Map<string, string>();
  const withStaticImports = async (file: string, into: Set<string>): Promise<void> => {
    if (into.has(file)) return;
    into.add(file);
    if (!text.has(file)) {
      const answer = await get(`${url}/assets/${file}`, null);
      if (answer.status !== 200) throw new Error(`bench: /assets/${file} answered ${answer.status}`);
      text.set(file, answer.body.toString());
    }
    for (const [, imported] of text.get(file)!.matchAll(STATIC_IMPORT)) await withStaticImports(imported!, into);
  };
  const initial = new Set<string>();
  await withStaticImports(entry, initial);
  for (const [, preload] of html.matchAll(/rel="modulepreload"[^>]*href="\/assets\/([\w.-]+\.js)"/g))
    await withStaticImports(preload!, initial);
  // Vite names a lazy chunk after its module; the entry lists every chunk it may load.
  // An English browser's first page also loads the English catalogue (src/ui/i18n/translate.ts).
  const modules = [...homePageModules(), 'messages-en'];
  // A lazy chunk is named in whichever loaded file imports it (the entry or one of its chunks).
  const loadedText = [...initial].map((file) => text.get(file)!).join('\n');
  const found = modules
    .map((module) => new RegExp(`(?:assets/|\\./)(${module}-[\\w-]+\\.js)`).exec(loadedText)?.[1])
    .filter((chunk): chunk is string => Boolean(chunk));
  const home = new Set(initial);
  for (const chunk of found) await withStaticImports(chunk, home);

  const wire = {} as SpaSize['wire'];
  const entryBytes = {} as SpaSize['entry'];
  for (const coding of Object.keys(ACCEPT) as Coding[]) {
    const sentAs = new Set<string>();
    let all = 0;
    let first = 0;
    for (const file of home) {
      const answer = await get(`${url}/assets/${file}`, ACCEPT[coding]);
      sentAs.add(answer.coding);
      all += answer.body.length;
      if (initial.has(file)) first += answer.body.length;
    }
    wire[coding] = { bytes: all, sentAs: [...sentAs].sort().join(' and ') };
    entryBytes[coding] = first;
  }
  const note =
    modules.length === 3 && found.length === 3 ? `entry + ${modules.join(' + ')} chunks` : 'entry only: the /home chunks were not found';
  return { wire, entry: entryBytes, files: home.size, note };
}

/** Starts the real app on dist/ (over an empty in-memory database: only files are asked for) and measures. */
export async function measureSpa(): Promise<SpaSize> {
  const database = await openPglite(undefined);
  const env = parseEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'lectern-bench-spa-')), LOG_LEVEL: 'silent' });
  const deps = composeDeps({ env, db: database.db, secret: randomBytes(32), spaDir: join(root, 'dist'), media: await openMediaStore(env) });
  const app = await buildApp({ deps, port: 0 });
  try {
    return await measureServed(await app.listen({ port: 0, host: '127.0.0.1' }));
  } finally {
    await app.close();
    await database.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function formatSpa(spa: SpaSize | string): string {
  if (typeof spa === 'string') return `Initial JavaScript for /home: not measured (${spa}).`;
  const best = Math.min(spa.wire.br.bytes, spa.wire.gzip.bytes);
  const met = best <= SPA_TARGET_BYTES ? 'met' : 'not met';
  return [
    `Initial JavaScript for /home as the server sends it, ${spa.files} files (${spa.note}):`,
    `${kib(spa.wire.br.bytes)} asking br, gzip (sent ${spa.wire.br.sentAs}); ${kib(spa.wire.gzip.bytes)} asking gzip (sent ${spa.wire.gzip.sentAs}); ` +
      `${kib(spa.wire.identity.bytes)} uncompressed. Target ≤ ${kib(SPA_TARGET_BYTES)}: ${met}.`,
    `The entry and its static imports alone: ${kib(spa.entry.br)} br, ${kib(spa.entry.gzip)} gzip, ${kib(spa.entry.identity)} uncompressed.`,
  ].join(' ');
}
