/**
 * A Content-Disposition header that saves the answer under `name`: an ASCII fallback for old
 * clients and the exact UTF-8 name (RFC 6266 / 5987) for the rest, so 线性代数.zip stays so.
 */
export function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Names inside a pack, unique: a second syllabus.md becomes "syllabus (2).md". */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
      const dot = name.lastIndexOf('.');
      candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
