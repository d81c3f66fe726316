import { pinyin } from 'pinyin-pro';

/**
 * The search text of one name (docs/search.md): the name itself and, when it holds Chinese, its
 * full pinyin and its initials without tones or spaces, so a student typing `xianxingdaishu`
 * or `xxds` finds 线性代数. Forms are joined by ' | ', which trigram matching treats as a word
 * break. ü is written v (lv, nv), as pinyin keyboards type it. The text is lower case, so a
 * plain LIKE on a lower-cased keyword matches: several times cheaper than ILIKE per row.
 */
export const SEARCH_FORM_SEPARATOR = ' | ';

const HAN_RUN = /\p{Script=Han}+/gu;
const SYLLABLE = /^[a-z]+$/;

export type PinyinForms = { full: string; initials: string };

/** Pinyin of the Chinese runs of `value`; null when it has none. Names read surnames as surnames (单 shan). */
export function pinyinForms(value: string, options: { personName?: boolean } = {}): PinyinForms | null {
  const runs = value.match(HAN_RUN);
  if (!runs) return null;
  const syllables = runs.flatMap((run) =>
    pinyin(run, {
      type: 'array',
      toneType: 'none',
      v: true,
      nonZh: 'removed',
      ...(options.personName ? { mode: 'surname' as const, surname: 'head' as const } : {}),
    })
      .map((s) => s.toLowerCase())
      .filter((s) => SYLLABLE.test(s)),
  );
  if (syllables.length === 0) return null;
  return { full: syllables.join(''), initials: syllables.map((s) => s[0]).join('') };
}

export function buildSearchText(value: string, options: { personName?: boolean } = {}): string {
  const name = value.trim().replace(/\s+/g, ' ').toLowerCase();
  const forms = [name];
  const spoken = pinyinForms(name, options);
  if (spoken) forms.push(spoken.full, spoken.initials);
  return [...new Set(forms)].join(SEARCH_FORM_SEPARATOR);
}
