/**
 * The teaching catalogue of each demo tenant: organisations, subjects (Chinese name for pinyin
 * search, English name, course number), buildings and tags.
 */
export type OrgData = { code: string; name: string };
export type SubjectData = { zh: string; en: string; code: string; org: string };
export type BuildingData = { campus: number; name: string; prefix: string; rooms: number; capacity: number };

export const TENANT1_ORGS: OrgData[] = [
  { code: 'MATH', name: 'School of Mathematics 数学学院' },
  { code: 'PHYS', name: 'School of Physics 物理学院' },
  { code: 'CS', name: 'School of Computer Science 计算机学院' },
  { code: 'CHEM', name: 'School of Chemistry 化学学院' },
  { code: 'LIFE', name: 'School of Life Sciences 生命科学学院' },
  { code: 'ECON', name: 'School of Economics 经济学院' },
  { code: 'FL', name: 'School of Foreign Languages 外国语学院' },
  { code: 'MARX', name: 'School of Marxism 马克思主义学院' },
  { code: 'ME', name: 'School of Mechanical Engineering 机械工程学院' },
  { code: 'ARTS', name: 'School of Arts 艺术学院' },
];

/** Mathematics first: those subjects get two classes each, several taught by teacher01. */
export const TENANT1_SUBJECTS: SubjectData[] = [
  { zh: '高等数学', en: 'Advanced Mathematics', code: 'MATH1001', org: 'MATH' },
  { zh: '线性代数', en: 'Linear Algebra', code: 'MATH1002', org: 'MATH' },
  { zh: '概率论与数理统计', en: 'Probability and Statistics', code: 'MATH2001', org: 'MATH' },
  { zh: '离散数学', en: 'Discrete Mathematics', code: 'MATH2002', org: 'MATH' },
  { zh: '数值分析', en: 'Numerical Analysis', code: 'MATH3001', org: 'MATH' },
  { zh: '复变函数', en: 'Complex Analysis', code: 'MATH3002', org: 'MATH' },
  { zh: '大学物理', en: 'University Physics', code: 'PHYS1001', org: 'PHYS' },
  { zh: '大学物理实验', en: 'University Physics Lab', code: 'PHYS1002', org: 'PHYS' },
  { zh: '理论力学', en: 'Theoretical Mechanics', code: 'PHYS2001', org: 'PHYS' },
  { zh: '量子力学', en: 'Quantum Mechanics', code: 'PHYS3001', org: 'PHYS' },
  { zh: '程序设计基础', en: 'Programming Fundamentals', code: 'CS1001', org: 'CS' },
  { zh: '数据结构', en: 'Data Structures', code: 'CS2001', org: 'CS' },
  { zh: '操作系统', en: 'Operating Systems', code: 'CS3001', org: 'CS' },
  { zh: '计算机网络', en: 'Computer Networks', code: 'CS3002', org: 'CS' },
  { zh: '人工智能导论', en: 'Introduction to Artificial Intelligence', code: 'CS3003', org: 'CS' },
  { zh: '数据库系统', en: 'Database Systems', code: 'CS3004', org: 'CS' },
  { zh: '无机化学', en: 'Inorganic Chemistry', code: 'CHEM1001', org: 'CHEM' },
  { zh: '有机化学', en: 'Organic Chemistry', code: 'CHEM2001', org: 'CHEM' },
  { zh: '物理化学', en: 'Physical Chemistry', code: 'CHEM2002', org: 'CHEM' },
  { zh: '普通生物学', en: 'General Biology', code: 'BIO1001', org: 'LIFE' },
  { zh: '细胞生物学', en: 'Cell Biology', code: 'BIO2001', org: 'LIFE' },
  { zh: '遗传学', en: 'Genetics', code: 'BIO2002', org: 'LIFE' },
  { zh: '微观经济学', en: 'Microeconomics', code: 'ECON1001', org: 'ECON' },
  { zh: '宏观经济学', en: 'Macroeconomics', code: 'ECON1002', org: 'ECON' },
  { zh: '计量经济学', en: 'Econometrics', code: 'ECON3001', org: 'ECON' },
  { zh: '大学英语', en: 'College English', code: 'ENG1001', org: 'FL' },
  { zh: '英语听说', en: 'English Listening and Speaking', code: 'ENG1002', org: 'FL' },
  { zh: '思想道德与法治', en: 'Ethics and Rule of Law', code: 'MARX1001', org: 'MARX' },
  { zh: '中国近现代史纲要', en: 'Outline of Modern Chinese History', code: 'MARX1002', org: 'MARX' },
  { zh: '工程制图', en: 'Engineering Drawing', code: 'ME1001', org: 'ME' },
  { zh: '机械设计基础', en: 'Fundamentals of Machine Design', code: 'ME2001', org: 'ME' },
  { zh: '美术鉴赏', en: 'Art Appreciation', code: 'ART1001', org: 'ARTS' },
  { zh: '音乐欣赏', en: 'Music Appreciation', code: 'ART1002', org: 'ARTS' },
];

export const TENANT1_BUILDINGS: BuildingData[] = [
  { campus: 0, name: 'Teaching Building A 教学楼A', prefix: 'A', rooms: 8, capacity: 120 },
  { campus: 0, name: 'Science Building 理科楼', prefix: 'S', rooms: 6, capacity: 80 },
  { campus: 1, name: 'Lakeside Hall 湖畔楼', prefix: 'L', rooms: 8, capacity: 60 },
];

export const TENANT2_ORGS: OrgData[] = [
  { code: 'BUS', name: 'Faculty of Business 商学院' },
  { code: 'ENG', name: 'Faculty of Engineering 工学院' },
];

export const TENANT2_SUBJECTS: SubjectData[] = [
  { zh: '市场营销', en: 'Marketing', code: 'BUS1001', org: 'BUS' },
  { zh: '会计学原理', en: 'Principles of Accounting', code: 'BUS1002', org: 'BUS' },
  { zh: '电路原理', en: 'Circuit Theory', code: 'EE1001', org: 'ENG' },
];

export const TENANT2_BUILDINGS: BuildingData[] = [
  { campus: 0, name: 'Riverside Hall 滨河楼', prefix: 'R', rooms: 4, capacity: 90 },
];

/** Labels of teaching classes; 'AI transcript' marks classes whose sessions have the AI badge. */
export const TAG_NAMES = ['Core', 'Elective', 'Bilingual', 'Lab', 'AI transcript', 'General education'] as const;
export const AI_TRANSCRIPT_TAG = 'AI transcript';
