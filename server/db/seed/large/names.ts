/**
 * Building blocks of the large campus's names: Chinese with English, so the search is measured
 * on what a real campus holds (pinyin of thousands of names, not of a handful).
 */

/** Fields of study: [Chinese, English, code prefix]. */
export const FIELDS: readonly (readonly [string, string, string])[] = [
  ['数学分析', 'Mathematical Analysis', 'MA'],
  ['高等代数', 'Higher Algebra', 'HA'],
  ['常微分方程', 'Ordinary Differential Equations', 'DE'],
  ['实变函数', 'Real Analysis', 'RA'],
  ['拓扑学', 'Topology', 'TP'],
  ['运筹学', 'Operations Research', 'OR'],
  ['统计学', 'Statistics', 'ST'],
  ['电磁学', 'Electromagnetism', 'EM'],
  ['热力学', 'Thermodynamics', 'TD'],
  ['光学', 'Optics', 'OP'],
  ['固体物理', 'Solid State Physics', 'SS'],
  ['天体物理', 'Astrophysics', 'AP'],
  ['算法设计', 'Algorithm Design', 'AD'],
  ['编译原理', 'Compiler Construction', 'CC'],
  ['软件工程', 'Software Engineering', 'SE'],
  ['机器学习', 'Machine Learning', 'ML'],
  ['计算机图形学', 'Computer Graphics', 'CG'],
  ['信息安全', 'Information Security', 'IS'],
  ['分析化学', 'Analytical Chemistry', 'AC'],
  ['高分子化学', 'Polymer Chemistry', 'PC'],
  ['生物化学', 'Biochemistry', 'BC'],
  ['分子生物学', 'Molecular Biology', 'MB'],
  ['生态学', 'Ecology', 'EC'],
  ['微生物学', 'Microbiology', 'MI'],
  ['会计学', 'Accounting', 'AT'],
  ['金融学', 'Finance', 'FN'],
  ['市场营销学', 'Marketing Management', 'MK'],
  ['国际贸易', 'International Trade', 'IT'],
  ['管理学', 'Management', 'MG'],
  ['法理学', 'Jurisprudence', 'JP'],
  ['哲学导论', 'Philosophy', 'PH'],
  ['心理学', 'Psychology', 'PS'],
  ['社会学', 'Sociology', 'SO'],
  ['新闻学', 'Journalism', 'JO'],
  ['汉语言文学', 'Chinese Literature', 'CL'],
  ['英美文学', 'English Literature', 'EL'],
  ['材料力学', 'Mechanics of Materials', 'MM'],
  ['流体力学', 'Fluid Mechanics', 'FM'],
  ['电路分析', 'Circuit Analysis', 'CA'],
  ['自动控制原理', 'Automatic Control', 'AU'],
];

/** Qualifiers that turn a field into a subject: [Chinese suffix, English pattern]. */
export const QUALIFIERS: readonly (readonly [string, (en: string) => string])[] = [
  ['基础', (en) => `Fundamentals of ${en}`],
  ['导论', (en) => `Introduction to ${en}`],
  ['进阶', (en) => `Advanced ${en}`],
  ['实验', (en) => `${en} Lab`],
  ['专题', (en) => `Topics in ${en}`],
  ['方法', (en) => `Methods of ${en}`],
  ['原理', (en) => `Principles of ${en}`],
  ['应用', (en) => `Applied ${en}`],
  ['前沿', (en) => `Frontiers of ${en}`],
  ['研讨', (en) => `${en} Seminar`],
];

export const SURNAMES: readonly (readonly [string, string])[] = [
  ['王', 'Wang'],
  ['李', 'Li'],
  ['张', 'Zhang'],
  ['刘', 'Liu'],
  ['陈', 'Chen'],
  ['杨', 'Yang'],
  ['赵', 'Zhao'],
  ['黄', 'Huang'],
  ['周', 'Zhou'],
  ['吴', 'Wu'],
  ['徐', 'Xu'],
  ['孙', 'Sun'],
  ['胡', 'Hu'],
  ['朱', 'Zhu'],
  ['高', 'Gao'],
  ['林', 'Lin'],
  ['何', 'He'],
  ['郭', 'Guo'],
  ['马', 'Ma'],
  ['罗', 'Luo'],
  ['梁', 'Liang'],
  ['宋', 'Song'],
  ['郑', 'Zheng'],
  ['谢', 'Xie'],
  ['韩', 'Han'],
  ['唐', 'Tang'],
  ['冯', 'Feng'],
  ['于', 'Yu'],
  ['董', 'Dong'],
  ['萧', 'Xiao'],
];

export const GIVEN: readonly (readonly [string, string])[] = [
  ['伟', 'Wei'],
  ['芳', 'Fang'],
  ['娜', 'Na'],
  ['敏', 'Min'],
  ['静', 'Jing'],
  ['丽', 'Li'],
  ['强', 'Qiang'],
  ['磊', 'Lei'],
  ['军', 'Jun'],
  ['洋', 'Yang'],
  ['勇', 'Yong'],
  ['艳', 'Yan'],
  ['杰', 'Jie'],
  ['涛', 'Tao'],
  ['明', 'Ming'],
  ['超', 'Chao'],
  ['慧', 'Hui'],
  ['浩', 'Hao'],
  ['宇', 'Yu'],
  ['欣', 'Xin'],
  ['婷', 'Ting'],
  ['鹏', 'Peng'],
  ['琳', 'Lin'],
  ['晨', 'Chen'],
];

/** The n-th person: surname, then one or two given characters, e.g. 'Zhang Xinyu 张欣宇'. */
export function largePersonName(n: number): string {
  const [surname, surnameEn] = SURNAMES[n % SURNAMES.length]!;
  const [first, firstEn] = GIVEN[Math.floor(n / SURNAMES.length) % GIVEN.length]!;
  const round = Math.floor(n / (SURNAMES.length * GIVEN.length));
  if (round === 0) return `${surnameEn} ${firstEn} ${surname}${first}`;
  const [second, secondEn] = GIVEN[(round - 1) % GIVEN.length]!;
  return `${surnameEn} ${firstEn}${secondEn.toLowerCase()} ${surname}${first}${second}`;
}

/** Teaching buildings of the large campus: [Chinese name, room prefix]. */
export const BUILDINGS: readonly (readonly [string, string])[] = [
  ['博学楼', 'BX'],
  ['明德楼', 'MD'],
  ['求是楼', 'QS'],
  ['致远楼', 'ZY'],
  ['格物楼', 'GW'],
  ['笃行楼', 'DX'],
];
