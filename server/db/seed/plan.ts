import { ROLE } from '../../../src/constants';
import {
  TENANT1_BUILDINGS,
  TENANT1_ORGS,
  TENANT1_SUBJECTS,
  TENANT2_BUILDINGS,
  TENANT2_ORGS,
  TENANT2_SUBJECTS,
  type BuildingData,
  type OrgData,
  type SubjectData,
} from './data/academics';

/**
 * What the demo campus holds per tenant. Tenant '1' is the full campus; tenant '2' is a small
 * second school whose data must never show up for tenant '1' users (and the reverse).
 */

export type RoleCode = 'administrator' | 'teacher' | 'student' | 'nopriv';
type RoleValue = (typeof ROLE)[keyof typeof ROLE];

export type DemoAccount = { username: string; password: string; name: string; code: string; role: RoleValue; roleCode: RoleCode };

/** Generated extra people share one password, hashed once (scrypt is slow). */
export const EXTRA_PASSWORD = 'Lectern@12345';

export type TenantPlan = {
  id: string;
  code: string;
  name: string;
  school: { name: string; shortName: string };
  campuses: { key: string; campName: string }[];
  accounts: DemoAccount[];
  extraTeachers: { usernamePrefix: string; first: number; count: number };
  extraStudents: { usernamePrefix: string; first: number; count: number };
  orgs: OrgData[];
  subjects: SubjectData[];
  buildings: BuildingData[];
  classCount: number;
  /** Sessions forced to span `now`, so something is live whatever the hour. */
  liveNowCount: number;
  /** The studios (by number) whose encoders serve RTSP for the server to pull; the others push RTMP (docs/capture.md "The demo campus"). */
  pulledStudios: readonly number[];
  /** Classes with recordings, and recordings (latest finished sessions) per such class. */
  recordedClasses: number;
  recordingsPerClass: number;
  /** Classes offering downloadable resources (a syllabus and lecture notes each). */
  resourceClasses: number;
  /** At most this many banners, help articles and MOOC courses each. */
  editorialItems: number;
  skinColor: 'green' | 'blue';
  /** The login page's notice (style entry LoginAcknowledge), if the school has one. */
  loginNotice?: { title: string; content: string };
  /** Brand colour of the generated logos, covers and banners. */
  brandColor: string;
  seed: number;
};

export const TENANT_PLANS: TenantPlan[] = [
  {
    id: '1',
    code: 'lectern-demo',
    name: 'Lectern Demo University',
    school: { name: 'Lectern Demo University', shortName: 'LDU' },
    campuses: [
      { key: 'main', campName: 'Main Campus' },
      { key: 'lakeside', campName: 'Lakeside Campus' },
    ],
    // DESIGN.md §2: tests and docs rely on these exact values.
    accounts: [
      {
        username: 'admin',
        password: 'Admin@12345',
        name: 'Zhou Min 周敏',
        code: 'A0001',
        role: ROLE.administrator,
        roleCode: 'administrator',
      },
      {
        username: 'teacher01',
        password: 'Teacher@12345',
        name: 'Dr. Li Wei 李伟',
        code: 'T2010001',
        role: ROLE.teacher,
        roleCode: 'teacher',
      },
      {
        username: 'student01',
        password: 'Student@12345',
        name: 'Chen Xiaoming 陈晓明',
        code: '2024000001',
        role: ROLE.student,
        roleCode: 'student',
      },
      {
        username: 'student02',
        password: '2024000002',
        name: 'Wang Fang 王芳',
        code: '2024000002',
        role: ROLE.student,
        roleCode: 'student',
      },
      {
        username: 'nopriv01',
        password: 'Nopriv@12345',
        name: 'Guest Liu Yang 刘洋',
        code: '2024009001',
        role: ROLE.student,
        roleCode: 'nopriv',
      },
    ],
    extraTeachers: { usernamePrefix: 'teacher', first: 2, count: 12 },
    extraStudents: { usernamePrefix: 'student', first: 4, count: 72 },
    orgs: TENANT1_ORGS,
    subjects: TENANT1_SUBJECTS,
    buildings: TENANT1_BUILDINGS,
    classCount: 48,
    liveNowCount: 3,
    pulledStudios: [3],
    recordedClasses: 48,
    recordingsPerClass: 2,
    resourceClasses: 5,
    editorialItems: 10,
    skinColor: 'green',
    loginNotice: {
      title: 'Use of recordings · 录播使用须知',
      content:
        'Recordings are for members of the university. Please do not share them outside the campus.\n录播仅供本校师生学习使用，请勿外传。',
    },
    brandColor: '#00bb74',
    seed: 20260901,
  },
  {
    id: '2',
    code: 'second-campus',
    name: 'Riverside College',
    school: { name: 'Riverside College', shortName: 'RC' },
    campuses: [{ key: 'riverside', campName: 'Riverside Campus' }],
    accounts: [
      {
        username: 'student03',
        password: 'Student@12345',
        name: 'Zhang Lei 张磊',
        code: '2024000003',
        role: ROLE.student,
        roleCode: 'student',
      },
    ],
    extraTeachers: { usernamePrefix: 'rc.teacher', first: 1, count: 2 },
    extraStudents: { usernamePrefix: 'rc.student', first: 1, count: 12 },
    orgs: TENANT2_ORGS,
    subjects: TENANT2_SUBJECTS,
    buildings: TENANT2_BUILDINGS,
    classCount: 4,
    liveNowCount: 1,
    pulledStudios: [],
    recordedClasses: 1,
    recordingsPerClass: 1,
    resourceClasses: 1,
    editorialItems: 2,
    skinColor: 'blue',
    brandColor: '#4e6ef2',
    seed: 20260902,
  },
];

/** Every demo account with its tenant, e.g. for a demo-mode login page. */
export const DEMO_ACCOUNTS = TENANT_PLANS.flatMap((p) => p.accounts.map((a) => ({ ...a, tenantId: p.id })));
