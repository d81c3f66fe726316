import type { DeckSlide } from './slide-deck';

/**
 * What the demo clips' screen roads show (demo-media.ts): four slides of ten seconds each, a title
 * and a line or two in Chinese and English, from three real courses. The seed reads them with
 * Tesseract as the `lesson-slides` job would (server/db/seed/demo-slide-texts.ts).
 *
 * Every phrase was chosen because Debian's Tesseract (chi_sim + eng, 5.3) reads it exactly as
 * written: on the demo's HLS screen roads, on a slide video of the decks (read back by
 * tests/unit/demo-slides.test.ts), and at title and line sizes two pixels either side of the ones
 * drawn. Left out on purpose: 信 and 傅 (their 亻 comes apart: 言号, 传里叶, or a line of Latin
 * noise), so no 信号与系统 or 傅里叶变换; and the words of the search tests
 * (tests/support/lesson-search-set.ts, tests/api/lesson-search.test.ts), so the seed's slides never
 * join the hits those expect.
 */

/** Four slides fill a 40-second clip. */
export const DEMO_SLIDE_S = 10;

const deck = (...slides: (readonly string[])[]): readonly DeckSlide[] => slides.map((lines) => ({ lines, seconds: DEMO_SLIDE_S }));

/** Signals and systems. */
export const SIGNALS_DECK = deck(
  ['冲激响应', 'impulse response', '线性时不变系统 LTI systems'],
  ['频率响应', 'frequency response', '幅频特性 magnitude response'],
  ['滤波器设计', 'filter design', '低通滤波器 low-pass filter'],
  ['系统的稳定性', 'system stability', '极点与零点 poles and zeros'],
);

/** Linear algebra. */
export const LINEAR_ALGEBRA_DECK = deck(
  ['线性代数', 'Linear algebra', '向量空间 vector spaces'],
  ['行列式', 'determinant', "克拉默法则 Cramer's rule"],
  ['正交投影', 'orthogonal projection', '最小二乘法 least squares'],
  ['相似对角化', 'diagonalization', '相似矩阵 similar matrices'],
);

/** Data structures. */
export const DATA_STRUCTURES_DECK = deck(
  ['数据结构与算法', 'Data structures and algorithms', '复杂度分析 complexity'],
  ['哈希表', 'hash table', '冲突处理 collision handling'],
  ['动态规划', 'dynamic programming', '最优子结构 optimal substructure'],
  ['图的遍历', 'graph traversal', '广度优先搜索 breadth-first search'],
);
