/**
 * The search-inside-lessons test set (issue 31, docs/search.md "Inside lessons"): pieces of
 * lessons as slides and captions show them, and queries with exactly the pieces each must find.
 * It holds the failure classes other engines are known for: homophones typed in Hanzi
 * (Meilisearch conflates 景点 and 经典 through pinyin, meilisearch#4075), a word inside a longer
 * compound (农业 in 中国农业发展银行, #4935), a substring inside a phrase (简单 in 安装简单,
 * #2499), traditional and simplified forms, English stemming, mixed Chinese and English,
 * full-width letters, single characters, and what must not match.
 */
export type SetPiece = { key: string; kind: 'slide' | 'caption'; text: string };

export const SET_PIECES: readonly SetPiece[] = [
  { key: 'scenic', kind: 'slide', text: '旅游地理：景点介绍，故宫和长城' },
  { key: 'classical', kind: 'slide', text: '经典力学的三大定律' },
  { key: 'bank', kind: 'caption', text: '中国农业发展银行的贷款政策是这样的' },
  { key: 'install', kind: 'caption', text: '这个软件安装简单，使用方便' },
  { key: 'fourier-trad', kind: 'slide', text: '傅裡葉變換的定義與性質' },
  { key: 'fourier-simp', kind: 'caption', text: '我们来推导傅里叶变换的卷积定理' },
  { key: 'fourier-mixed', kind: 'slide', text: '傅里叶 transform 在图像处理中的应用' },
  { key: 'gaussian', kind: 'caption', text: 'The Fourier transform of a Gaussian is again a Gaussian.' },
  { key: 'operators', kind: 'slide', text: 'Transforms are linear operators on function spaces' },
  { key: 'linear-map', kind: 'caption', text: 'A linear transformation preserves addition and scaling.' },
  { key: 'entropy', kind: 'slide', text: '热力学第二定律：熵增原理' },
  { key: 'entropy-en', kind: 'caption', text: 'Entropies of mixing are always positive.' },
  { key: 'fft', kind: 'slide', text: 'ＦＦＴ算法的复杂度是 O(n log n)' },
  { key: 'eigen', kind: 'slide', text: 'EIGENVALUE decomposition of symmetric matrices' },
  { key: 'laplace', kind: 'slide', text: '第2章 拉普拉斯变换' },
  { key: 'derive', kind: 'caption', text: 'Now we derive the wave equation from Newton’s second law.' },
  { key: 'data-struct', kind: 'slide', text: '数据结构：栈、队列和二叉树' },
  { key: 'hk-variant', kind: 'caption', text: '裏面的電路圖要看清楚' },
  { key: 'software-tw', kind: 'slide', text: '軟體工程導論' },
  { key: 'probability', kind: 'caption', text: '条件概率与贝叶斯公式' },
  { key: 'matrix', kind: 'slide', text: '矩阵的秩 Rank of a matrix' },
];

/** A query and exactly the pieces it must find (by key), none other. */
export type SetQuery = { query: string; finds: readonly string[]; why: string };

export const SET_QUERIES: readonly SetQuery[] = [
  { query: '景点', finds: ['scenic'], why: 'homophone of 经典, typed in Hanzi: only itself' },
  { query: '经典', finds: ['classical'], why: 'homophone of 景点, typed in Hanzi: only itself' },
  { query: '经典力学', finds: ['classical'], why: 'the whole compound' },
  { query: '农业', finds: ['bank'], why: 'a word inside a longer compound' },
  { query: '发展银行', finds: ['bank'], why: 'the tail of a compound' },
  { query: '业发', finds: ['bank'], why: 'any substring of the characters' },
  { query: '银行发展', finds: [], why: 'the same characters in another order are not the phrase' },
  { query: '农发', finds: [], why: 'characters that do not stand together' },
  { query: '简单', finds: ['install'], why: 'a substring inside a phrase' },
  { query: '安装简单', finds: ['install'], why: 'the phrase itself' },
  { query: '简单 方便', finds: ['install'], why: 'two words, both present' },
  { query: '简单 困难', finds: [], why: 'two words, one absent' },
  { query: '傅里叶变换', finds: ['fourier-trad', 'fourier-simp'], why: 'simplified finds traditional too' },
  { query: '傅裡葉變換', finds: ['fourier-trad', 'fourier-simp'], why: 'traditional finds simplified too' },
  { query: '傅里叶', finds: ['fourier-trad', 'fourier-simp', 'fourier-mixed'], why: 'the name alone' },
  { query: '傅里叶 transform', finds: ['fourier-mixed'], why: 'mixed Chinese and English, both required' },
  { query: 'fourier', finds: ['gaussian'], why: 'an English word, any case' },
  { query: 'FOURIER TRANSFORM', finds: ['gaussian'], why: 'capitals' },
  { query: 'transform', finds: ['fourier-mixed', 'gaussian', 'operators', 'linear-map'], why: 'stemming: transform' },
  { query: 'transforms', finds: ['fourier-mixed', 'gaussian', 'operators', 'linear-map'], why: 'stemming: transforms' },
  { query: 'transformation', finds: ['fourier-mixed', 'gaussian', 'operators', 'linear-map'], why: 'stemming: transformation' },
  { query: 'transformed', finds: ['fourier-mixed', 'gaussian', 'operators', 'linear-map'], why: 'stemming: transformed' },
  { query: 'linear transformation', finds: ['operators', 'linear-map'], why: 'two English words, both required' },
  { query: 'entropy', finds: ['entropy-en'], why: 'stemming: entropy finds entropies' },
  { query: '熵', finds: ['entropy'], why: 'a single character' },
  { query: '熵增', finds: ['entropy'], why: 'two characters' },
  { query: '第二定律', finds: ['entropy'], why: 'inside 热力学第二定律' },
  { query: '定律', finds: ['classical', 'entropy'], why: 'a word in two slides' },
  { query: 'fft', finds: ['fft'], why: 'full-width letters in the slide' },
  { query: 'ＦＦＴ', finds: ['fft'], why: 'full-width letters in the query' },
  { query: 'FFT算法', finds: ['fft'], why: 'Latin and Chinese written together' },
  { query: 'eigenvalues', finds: ['eigen'], why: 'plural and capitals' },
  { query: '拉普拉斯', finds: ['laplace'], why: 'a transliterated name' },
  { query: '第2章', finds: ['laplace'], why: 'a digit between characters' },
  { query: 'derivation', finds: ['derive'], why: 'stemming: derivation finds derive' },
  { query: 'newton', finds: ['derive'], why: 'a name followed by a curly apostrophe' },
  { query: '二叉树', finds: ['data-struct'], why: 'a term after enumeration commas' },
  { query: '栈', finds: ['data-struct'], why: 'a single character between punctuation' },
  { query: '里面', finds: ['hk-variant'], why: 'Hong Kong variant 裏 read as 里' },
  { query: '电路图', finds: ['hk-variant'], why: 'traditional text, simplified query' },
  { query: '软体', finds: ['software-tw'], why: 'Taiwan text, simplified query' },
  { query: '貝葉斯', finds: ['probability'], why: 'traditional query, simplified text' },
  { query: '概率', finds: ['probability'], why: 'a word inside a phrase' },
  { query: 'rank', finds: ['matrix'], why: 'English inside a mixed slide' },
  { query: '矩阵 rank', finds: ['matrix'], why: 'mixed query on a mixed slide' },
  { query: 'the', finds: [], why: 'a stop word alone searches nothing' },
  { query: 'the gaussian', finds: ['gaussian'], why: 'stop words are left out of a query' },
  { query: 'jingdian', finds: [], why: 'pinyin is for class names; inside lessons it is not the words' },
  { query: '量子', finds: [], why: 'a word no lesson holds' },
];
