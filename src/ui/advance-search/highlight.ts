/**
 * The keyword marked in a search result (SPEC §4 "Search"). The server matches the keyword as
 * one phrase, ignoring case and runs of spaces, also through pinyin and near misses
 * (docs/search.md), and says which fields matched (`matchedOn`). Where a matched field holds
 * the phrase it is marked there; where it matched another way (pinyin 'xxds' for 线性代数) the
 * whole field is marked.
 */
export type TextPart = { text: string; marked: boolean };

const normalise = (keyword: string) => keyword.trim().replace(/\s+/g, ' ').toLowerCase();

/** Every case-insensitive occurrence of the phrase, in order; unmarked text between. */
export function markKeyword(text: string, keyword: string): TextPart[] {
  const phrase = normalise(keyword);
  if (phrase === '' || text === '') return text === '' ? [] : [{ text, marked: false }];
  const lower = text.toLowerCase();
  // Lower-casing a few letters (e.g. İ) changes the length: positions would not line up.
  if (lower.length !== text.length) return [{ text, marked: false }];
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = lower.indexOf(phrase); at !== -1; at = lower.indexOf(phrase, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), marked: false });
    parts.push({ text: text.slice(at, at + phrase.length), marked: true });
    from = at + phrase.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), marked: false });
  return parts;
}

/** A field of a result: marked only when the server says the keyword matched it. */
export function highlightField(text: string, keyword: string, matched: boolean): TextPart[] {
  if (text === '') return [];
  if (!matched) return [{ text, marked: false }];
  const parts = markKeyword(text, keyword);
  return parts.some((part) => part.marked) ? parts : [{ text, marked: true }];
}
