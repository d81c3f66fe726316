/** Names for generated teachers and students: English (pinyin) then Chinese, e.g. 'Wang Fang 王芳'. */
const SURNAMES = [
  ['Wang', '王'], ['Li', '李'], ['Zhang', '张'], ['Liu', '刘'], ['Chen', '陈'], ['Yang', '杨'], ['Zhao', '赵'],
  ['Huang', '黄'], ['Zhou', '周'], ['Wu', '吴'], ['Xu', '徐'], ['Sun', '孙'], ['Hu', '胡'], ['Zhu', '朱'],
  ['Gao', '高'], ['Lin', '林'], ['He', '何'], ['Guo', '郭'], ['Ma', '马'], ['Luo', '罗'],
] as const;

const GIVEN_NAMES = [
  ['Wei', '伟'], ['Fang', '芳'], ['Na', '娜'], ['Min', '敏'], ['Jing', '静'], ['Li', '丽'], ['Qiang', '强'],
  ['Lei', '磊'], ['Jun', '军'], ['Yang', '洋'], ['Yong', '勇'], ['Yan', '艳'], ['Jie', '杰'], ['Juan', '娟'],
  ['Tao', '涛'], ['Ming', '明'], ['Chao', '超'], ['Xiuying', '秀英'], ['Hui', '慧'], ['Hao', '浩'],
  ['Yu', '宇'], ['Xin', '欣'], ['Ting', '婷'], ['Peng', '鹏'],
] as const;

/**
 * The n-th generated name. Successive rounds over the surnames shift the given name by one more
 * step, so the first 480 names are all different.
 */
export function personName(n: number): string {
  const [surnameEn, surnameZh] = SURNAMES[n % SURNAMES.length]!;
  const round = Math.floor(n / SURNAMES.length);
  const [givenEn, givenZh] = GIVEN_NAMES[(n + round * 5) % GIVEN_NAMES.length]!;
  return `${surnameEn} ${givenEn} ${surnameZh}${givenZh}`;
}
