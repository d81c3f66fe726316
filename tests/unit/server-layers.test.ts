import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's layering (docs/server-layout.md): folders import each other without loops, and
 * only the HTTP layer and the composition root (server/app.ts) reach into server/http. A folder
 * is a directory of server/; each file directly in server/ (app.ts, errors.ts, env.ts, …) counts
 * on its own, since the composition root imports everything and everything imports errors.ts.
 */
const SERVER = resolve(import.meta.dirname, '../../server');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });

/** The file an import names: `x.ts`, or `x/index.ts` for a folder. */
const importedFile = (from: string, specifier: string): string => {
  const base = resolve(dirname(from), specifier);
  return existsSync(`${base}.ts`) ? `${base}.ts` : join(base, 'index.ts');
};

const nodeOf = (file: string): string => {
  const path = relative(SERVER, file);
  return path.includes('/') ? dirname(path) : path;
};

/** Folder → folders it imports, over every relative import inside server/. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SERVER)) {
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = importedFile(file, specifier!);
      if (!target.startsWith(`${SERVER}/`)) continue;
      const [from, to] = [nodeOf(file), nodeOf(target)];
      if (from === to) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Strongly connected components of more than one folder: each is an import loop (Tarjan). */
function loops(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('server layering', () => {
  const graph = folderGraph();

  it('reads the imports it judges', () => {
    expect(graph.get('http/catalogue')).toContain('catalogue');
    expect(graph.get('detail')).toContain('errors.ts');
  });

  it('has no import loop between server folders', () => {
    expect(loops(graph)).toEqual([]);
  });

  it('keeps server/access at the bottom: its rules read the database and the claims, nothing of an area', () => {
    // Every data module and route area may import server/access; it imports only the tables, the
    // claims' type (auth/token-signer.ts) and errors.ts, so no area's code can sit under a rule.
    const lowerLayers = new Set(['db', 'auth', 'errors.ts']);
    const reached = [...(graph.get('access') ?? [])];
    expect(reached).toContain('db/schema');
    expect(reached.filter((to) => !lowerLayers.has(to.split('/')[0]!))).toEqual([]);
  });

  it('reads the caller’s role only in server/access, where every rule of who may do what is', () => {
    const readers = sourceFiles(SERVER)
      .filter((file) => !nodeOf(file).startsWith('access') && /\bclaims\.rol\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SERVER, file));
    // The token signer writes the role into the token; it decides nothing.
    expect(readers).toEqual(['auth/token-signer.ts']);
  });

  it('keeps server/http at the top: no other folder imports it', () => {
    const upward = [...graph].flatMap(([from, targets]) =>
      [...targets]
        .filter((to) => (to === 'http' || to.startsWith('http/')) && !from.startsWith('http') && from !== 'app.ts')
        .map((to) => `${from} → ${to}`),
    );
    expect(upward).toEqual([]);
  });
});
