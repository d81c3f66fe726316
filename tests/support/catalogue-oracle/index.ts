/**
 * The catalogue queries as they were before the rewrite of issue 19 (server/catalogue at that
 * commit, only the import paths changed), kept as the oracle of tests/api/catalogue-pinned.test.ts:
 * the rewritten search and lists must answer exactly what these answer (records, order, totals).
 * Do not change these files to follow the server: they are the reference.
 */
export { searchCourses as oracleSearch } from './course-search';
export { liveLessons as oracleLive } from './live-lessons';
export { recordedGroups as oracleRecorded } from './recorded-groups';
