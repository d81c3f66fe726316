import { FIELDS } from '../../server/db/seed/large/names';
import { seededRandom } from '../../server/db/seed/random';
import { FIELD_TERMS, TOPICS_PER_FIELD, type Term } from './lesson-corpus-terms';

/**
 * The sentences of the generated lessons (docs/bench.md "Search inside lessons"): what a
 * bilingual course's slides show, what its teacher says in an hour (spoken Chinese, some English,
 * some both) and what students write in notes, per field of the large campus and per term of the
 * field (a lesson's topic), plus talk that belongs to no field. Each is tokenized once; the
 * generator (lesson-texts-generate.ts) deals them out to lessons. Every (field, topic) pool of a
 * kind has the same size, so a pick is a hash modulo that size.
 */

export const POOL = {
  slide: 'slide',
  cue: 'cue',
  noteTitle: 'note-title',
  noteRemark: 'note-remark',
  noteParagraph: 'note-paragraph',
} as const;
export type Pool = (typeof POOL)[keyof typeof POOL];

/** A piece of text in a pool: field and topic index, or GENERAL for talk of no field, RARE for the rare slide. */
export type CorpusPiece = { pool: Pool; field: number; topic: number; n: number; text: string };

export const GENERAL = -1;
export const RARE = -2;

/** Spoken, with the topic's term t, another term u of the field, and their English. */
type Said = (t: Term, u: Term) => string;

const SINGLE: readonly Said[] = [
  ([t]) => `今天这节课我们主要讲${t}。`,
  ([t]) => `${t}的定义大家一定要记住。`,
  ([t]) => `下面我们用${t}来做一道例题。`,
  ([t]) => `有同学问${t}是怎么推导出来的。`,
  ([t, e]) => `这里的${t}，英文叫 ${e}。`,
  ([t]) => `好，那我们来看${t}的几个性质。`,
  ([t]) => `${t}在实际问题里用得非常多。`,
  ([t]) => `期中考试会考到${t}，大家回去复习。`,
  ([t]) => `我们把${t}写成一般的形式。`,
  ([, e]) => `So the ${e} is really the key idea of this chapter.`,
  ([, e]) => `Let's look at an example where we apply the ${e}.`,
  ([t, e]) => `这个 ${e} 就是刚才说的${t}，课后看一下教材。`,
  ([t, e]) => `OK，我们回到${t}，看看 ${e} 的第二个例子。`,
];
const PAIRED: readonly Said[] = [
  ([t], [u]) => `注意，${t}和${u}不是一回事。`,
  ([t], [u]) => `回忆一下上节课讲的${u}，它和${t}有关系。`,
  ([t], [u]) => `${u}其实可以看成${t}的一个特例。`,
  ([, e], [, f]) => `Remember that the ${e} and the ${f} are not the same thing.`,
  ([, e], [, f]) => `If you compare it with the ${f}, the ${e} is simpler here.`,
];
export const CUES_PER_TOPIC = SINGLE.length + PAIRED.length * (TOPICS_PER_FIELD - 1);

/** What a teacher says in any lesson: about two in five of an hour's cues. */
const GENERAL_TALK: readonly string[] = [
  '好，我们继续往下讲。',
  '大家能看清楚黑板吗？',
  '这个地方稍微停一下，大家想一想。',
  '对，就是这个意思。',
  '我们先休息五分钟。',
  '下课之前我布置一下作业。',
  '这道题的答案是多少？有没有人知道？',
  '请后排的同学往前坐一点。',
  '这部分内容期末考试一定会考。',
  '我们把这个结论写在这里。',
  '大家有没有什么问题？',
  '这个推导过程稍微有点长，跟上。',
  '课件我下课会上传到平台上。',
  '先看第一个例子。',
  '第二个例子稍微复杂一点。',
  '这是一个很经典的问题。',
  '我们换一种方法再做一遍。',
  '所以结论是成立的。',
  '上课的时候手机请调成静音。',
  '这个符号大家不要写错了。',
  '刚才那一步为什么可以这样做？',
  '这一页的内容比较多，我慢一点讲。',
  '我们下节课接着讲这一部分。',
  '作业下周三之前交到学习平台。',
  '这里画一个图就比较清楚了。',
  '注意单位，很多同学在这里丢分。',
  '好，时间差不多了，我们今天就讲到这里。',
  '请大家打开教材，翻到这一章的开头。',
  'OK, any questions so far?',
  'Let me write this on the board.',
  "Let's move on to the next slide.",
  'Please read the next chapter before Thursday.',
  'The homework is due next week.',
  'Can everyone at the back hear me?',
  "Let's take a short break.",
  'Here is another example to make it clear.',
  'This is an important result, so please remember it.',
  'Try this one yourselves first, then we discuss it.',
  'Good question, I will come back to that in a minute.',
  'That is all for today, see you next week.',
];
export const GENERAL_CUES = GENERAL_TALK.length;

/** Slides: a title and three lines, Chinese and English mixed as a bilingual course's are. */
type Shown = (t: Term, u: Term, field: string, n: number) => string;
const TITLES: readonly Shown[] = [
  ([t, e]) => `${t} ${e}`,
  ([t]) => `${t}的基本性质`,
  ([t], _, __, n) => `例题 ${n}：${t}`,
  ([t], [u]) => `${t}与${u}`,
  ([, e]) => `小结 Summary: ${e}`,
  ([, e], _, field) => `${field}：${e}`,
];
const LINES: readonly Shown[] = [
  ([t, e]) => `• 定义：${t}（${e}）`,
  ([t]) => `• 性质 1：${t}的基本性质`,
  ([t], _, __, n) => `• 例 ${n}：用${t}求解`,
  ([t], [u]) => `• ${u}是${t}的推广`,
  (_, __, ___, n) => `• 参考教材第 ${n} 章`,
  ([, e]) => `• Key idea: ${e}`,
  (_, [, f]) => `• Compare with the ${f}`,
  (_, __, ___, n) => `• 课后习题 ${n}.${(n % 7) + 1}`,
  () => '• 注意适用条件 Conditions',
  ([, e]) => `• 应用 Applications of ${e}`,
  ([t], [u]) => `• ${t}和${u}的区别`,
  ([, e]) => `• Why does the ${e} work?`,
];
export const SLIDES_PER_TOPIC = 30;
const LINES_PER_SLIDE = 3;
const CHAPTERS = 12;

/** Notes: a title, a time card's remark, a paragraph. */
const NOTE_TITLES: readonly Shown[] = [(_, __, field, n) => `${field} 第${n}周笔记`, ([t]) => `${t} 复习`, ([, e]) => `Notes on the ${e}`];
const NOTE_REMARKS: readonly Shown[] = [
  ([t]) => `这里讲了${t}的定义`,
  () => '老师说这个考试会考',
  ([, e]) => `${e} 的例子没听懂，课后问老师`,
  ([t], [u]) => `${t}和${u}容易混`,
];
const NOTE_PARAGRAPHS: readonly Shown[] = [
  ([t, e]) => `${t}：${e}。要点是先理解定义再做题。`,
  ([t], [u]) => `${u}和${t}的区别要记清楚，作业第二题用到。`,
  ([t]) => `例题的思路：先写出${t}，再代入条件，最后检查边界情况。`,
  ([, e], [, f]) => `The ${e} reduces to the ${f} in the simple case.`,
];
export const NOTES_PER_TOPIC = 12;

/** One slide no lesson but a few shows: a term a search finds in a handful of lessons. */
export const RARE_SLIDE = '客座讲座：诺贝尔奖得主谈科研\nGuest lecture by a Nobel laureate';

/** The fields' terms, in the order of the large campus's fields (their subjects' ids follow it). */
export const FIELD_NAMES: readonly string[] = FIELDS.map(([zh]) => zh);
const termsOf = (field: number): readonly Term[] => FIELD_TERMS[FIELD_NAMES[field]!]!;

const otherTopics = (topic: number) => Array.from({ length: TOPICS_PER_FIELD }, (_, u) => u).filter((u) => u !== topic);

function cues(field: number, topic: number): string[] {
  const terms = termsOf(field);
  const t = terms[topic]!;
  const single = SINGLE.map((said) => said(t, terms[(topic + 1) % TOPICS_PER_FIELD]!));
  const paired = PAIRED.flatMap((said) => otherTopics(topic).map((u) => said(t, terms[u]!)));
  return [...single, ...paired];
}

function slides(field: number, topic: number): string[] {
  const terms = termsOf(field);
  const random = seededRandom(field * 1_000 + topic);
  const others = otherTopics(topic);
  return Array.from({ length: SLIDES_PER_TOPIC }, (_, i) => {
    const [t, u, name, n] = [terms[topic]!, terms[random.pick(others)]!, FIELD_NAMES[field]!, 1 + random.int(0, CHAPTERS - 1)];
    const title = TITLES[i % TITLES.length]!(t, u, name, n);
    const lines = random.sample(LINES, LINES_PER_SLIDE).map((line) => line(t, u, name, n));
    return [title, ...lines].join('\n');
  });
}

function notes(field: number, topic: number): { title: string; remark: string; paragraph: string }[] {
  const terms = termsOf(field);
  const random = seededRandom(100_000 + field * 1_000 + topic);
  const others = otherTopics(topic);
  return Array.from({ length: NOTES_PER_TOPIC }, (_, i) => {
    const [t, u, name, week] = [terms[topic]!, terms[random.pick(others)]!, FIELD_NAMES[field]!, 1 + random.int(0, 15)];
    return {
      title: NOTE_TITLES[i % NOTE_TITLES.length]!(t, u, name, week),
      remark: random.pick(NOTE_REMARKS)(t, u, name, week),
      paragraph: random.pick(NOTE_PARAGRAPHS)(t, u, name, week),
    };
  });
}

/** Every piece of every pool. */
export function corpusPieces(): CorpusPiece[] {
  const pieces: CorpusPiece[] = GENERAL_TALK.map((text, n) => ({ pool: POOL.cue, field: GENERAL, topic: GENERAL, n, text }));
  pieces.push({ pool: POOL.slide, field: RARE, topic: RARE, n: 0, text: RARE_SLIDE });
  for (let field = 0; field < FIELD_NAMES.length; field++)
    for (let topic = 0; topic < TOPICS_PER_FIELD; topic++) {
      const at = { field, topic };
      pieces.push(...cues(field, topic).map((text, n) => ({ pool: POOL.cue, ...at, n, text })));
      pieces.push(...slides(field, topic).map((text, n) => ({ pool: POOL.slide, ...at, n, text })));
      notes(field, topic).forEach(({ title, remark, paragraph }, n) =>
        pieces.push(
          { pool: POOL.noteTitle, ...at, n, text: title },
          { pool: POOL.noteRemark, ...at, n, text: remark },
          { pool: POOL.noteParagraph, ...at, n, text: paragraph },
        ),
      );
    }
  return pieces;
}
