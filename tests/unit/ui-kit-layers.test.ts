import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The UI kit's rule (docs/ui-kit.md): buttons, tabs, tables, dialogs, form fields, toasts, the
 * pager and the empty state live in src/ui/kit; pages import the kit, never each other's look.
 * A page folder may still use another page folder's feature code (its `*-api.ts` data module, a
 * hook, a feature component such as ShareButton or LessonCover: that folder is the feature's
 * home), but never a style module, because a look borrowed from a page changes when that page
 * changes.
 */
const UI = resolve(import.meta.dirname, '../../src/ui');

/** Folders every page may import, each for a reason; every other folder of src/ui is a page folder. */
const SHARED_FOLDERS: Record<string, string> = {
  kit: 'the generic UI: buttons, tabs, tables, dialogs, form fields, toasts, pager, empty state',
  i18n: 'every user-visible string and number is worded through the catalogue',
  theme: 'stitches and the design tokens every style is written with',
  scaling: 'rem(), the one unit that scales the page with the viewport',
  icons: 'the one icon set',
  a11y: 'accessibility helpers (visually hidden text)',
  shared: 'non-page infrastructure: the app context, form problems, refusals, page layout, file saving',
  permission: "the signed-in user's permissions that decide which actions a page shows",
};

/**
 * Borrowed looks not yet moved, each with the reason; the list only shrinks. The header's icon
 * button was being reworked (WCAG 2.5.8 target size, issue 28) while the kit was cut out.
 */
const NOT_YET_MOVED = ['history/HistoryDropdown.tsx → header/HeaderIconButton'];

/** What the kit itself may import inside src/ui: nothing that belongs to a page. */
const KIT_MAY_IMPORT = ['kit', 'i18n', 'theme', 'scaling', 'icons', 'a11y'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(path) ? [path] : [];
  });

const folderOf = (file: string): string => relative(UI, file).split('/')[0]!;

/** Every relative import of src/ui that lands in another folder of src/ui, as [from file, to file]. */
function crossFolderImports(): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const file of sourceFiles(UI)) {
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = resolve(dirname(file), specifier!);
      if (!target.startsWith(`${UI}/`) || folderOf(target) === folderOf(file)) continue;
      found.push([file, target]);
    }
  }
  return found;
}

const sourceOf = (target: string): string => {
  for (const ending of ['.ts', '.tsx', '/index.ts']) {
    try {
      return readFileSync(`${target}${ending}`, 'utf8');
    } catch {
      // try the next ending
    }
  }
  return '';
};

/** A style module: named `*-styles`, or every export of it is a styled() component. */
function isStyleModule(target: string): boolean {
  if (basename(target).endsWith('-styles')) return true;
  const exports = [...sourceOf(target).matchAll(/^export .*$/gm)].map(([line]) => line);
  return exports.length > 0 && exports.every((line) => /^export const \w+ = styled\(/.test(line));
}

const arrow = ([from, to]: [string, string]) => `${relative(UI, from)} → ${relative(UI, to)}`;

describe('UI kit layering', () => {
  it('finds the kit and the shared folders it names', () => {
    const folders = new Set(sourceFiles(UI).map(folderOf));
    for (const folder of Object.keys(SHARED_FOLDERS)) expect(folders).toContain(folder);
  });

  it('the kit imports no page folder', () => {
    const fromKit = crossFolderImports().filter(([from, to]) => folderOf(from) === 'kit' && !KIT_MAY_IMPORT.includes(folderOf(to)));
    expect(fromKit.map(arrow)).toEqual([]);
  });

  it("no page folder borrows another page folder's look", () => {
    const borrowed = crossFolderImports().filter(([, to]) => !(folderOf(to) in SHARED_FOLDERS) && isStyleModule(to));
    expect(borrowed.map(arrow).filter((line) => !NOT_YET_MOVED.includes(line))).toEqual([]);
  });
});
