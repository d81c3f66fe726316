/** Escapes LIKE's wildcards (`%`, `_`) and its escape character, so user text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE / ILIKE pattern matching any text that contains `text`. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
