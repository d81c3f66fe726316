/**
 * Size of the large campus (`npm run seed:large`, docs/bench.md): added to tenant 1 of the demo
 * campus, so the demo accounts sign in and see it. Ids start with `lg` to stay apart from the
 * demo's.
 */
export const LARGE = {
  tenantId: '1',
  classrooms: 300,
  teachers: 2_500,
  students: 47_500,
  teachingClasses: 5_000,
  /** Two lessons a week during ten weeks. */
  lessonsPerClass: 20,
  activeWeeks: 10,
  /** Classes a student is enrolled in. */
  enrolmentsPerStudent: 4,
  /** Share of classes whose lessons are broadcast live, and of classes whose finished lessons are recorded. */
  liveShare: 0.75,
  recordedShare: 0.6,
  seed: 20261122,
} as const;

export const largeId = (kind: string, n: number) => `lg${kind}-${String(n).padStart(6, '0')}`;
