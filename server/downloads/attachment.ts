/**
 * What a saved file's name must not carry: control and invisible format characters (Unicode Cc,
 * Cf), among them the bidi overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make
 * "report\u202Efdp.exe" look like "reportexe.pdf"; line and paragraph separators; and lone
 * surrogates, which no file system and no URL encoding takes.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/** `name` without hidden characters; empty when nothing visible is left. */
export const visibleName = (name: string | undefined): string => (name ?? '').replace(HIDDEN, '').trim();

/**
 * A Content-Disposition header that saves the answer under `name` (hidden characters dropped):
 * an ASCII fallback for old clients and the exact UTF-8 name (RFC 6266 / 5987) for the rest, so
 * 线性代数.zip stays so.
 */
export function attachment(name: string): string {
  const shown = visibleName(name) || 'download';
  const fallback = shown.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(shown).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Names inside a pack, visible and unique: a second syllabus.md becomes "syllabus (2).md". */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((given) => {
    const name = visibleName(given) || 'file';
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
      const dot = name.lastIndexOf('.');
      candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
