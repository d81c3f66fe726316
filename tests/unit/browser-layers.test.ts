import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The browser's layering (docs/architecture.md): the app's start (src/app) builds the router
 * (src/routes), the routes load pages (src/ui), and pages use services, machines and schemas.
 * Arrows only go down that list: a page reaches its route through `getRouteApi` and the router
 * context through src/services, never by importing the route files, so no page closes an import
 * circle through the route tree.
 */
const SRC = resolve(import.meta.dirname, '../../src');

const LAYERS = ['app', 'routes', 'ui', 'services', 'machines', 'schemas', 'notes'] as const;
type Layer = (typeof LAYERS)[number];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(path) ? [path] : [];
  });

const layerOf = (file: string): Layer | null => {
  const top = relative(SRC, file).split('/')[0];
  return LAYERS.find((layer) => layer === top) ?? null;
};

/** Every relative import of src/ that goes up the list of layers, as "from → to". */
function upwardImports(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const from = layerOf(file);
    if (from === null) continue;
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const to = layerOf(resolve(dirname(file), specifier!));
      if (to !== null && LAYERS.indexOf(to) < LAYERS.indexOf(from)) found.push(`${relative(SRC, file)} → ${specifier}`);
    }
  }
  return found;
}

describe('browser layering', () => {
  it('finds the layers it judges', () => {
    const layers = new Set(sourceFiles(SRC).map(layerOf));
    for (const layer of LAYERS) expect(layers).toContain(layer);
  });

  it('imports only downwards: pages never import routes or the app, services never import pages', () => {
    expect(upwardImports()).toEqual([]);
  });
});
