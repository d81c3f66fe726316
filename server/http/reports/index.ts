import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  REPORT_CSV_MAX_ROWS,
  classCompletionPageSchema,
  classReportParamsSchema,
  heatMapSchema,
  lessonAttendancePageSchema,
  lessonAttendeesSchema,
  lessonReportParamsSchema,
  recordingReportParamsSchema,
  reportLangQuerySchema,
  reportListQuerySchema,
  studentCompletionListSchema,
} from '../../../src/schemas/reports';
import { attachment } from '../../downloads/attachment';
import { envelope } from '../../errors';
import { localDayText } from '../../local-day';
import { assertMayEnter } from '../../access';
import { lessonAttendance, lessonAttendees } from '../../reports/attendance';
import { classCompletion, studentCompletion } from '../../reports/completion';
import { csvText, percentCell, type CsvCell } from '../../reports/csv';
import { csvHeader, yesNo, type ReportName } from '../../reports/headers';
import { heatMap } from '../../reports/heat-map';
import { reportClass, reportLesson, reportRecording } from '../../reports/report-scope';
import { apiArea } from '../area';
import { claimsOf } from '../authenticate';
import { answers, sends } from '../responses';

/**
 * The report center's calls (docs/admin.md "Reports (server)", docs/api.md "Reports"). Each report
 * answers JSON at its path and CSV at its path + `/csv` (every row, up to REPORT_CSV_MAX_ROWS).
 */
const csv = sends('the report as CSV, UTF-8 with a byte order mark, as an attachment', ['text/csv']);

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as the server's local date and time, as a spreadsheet shows it. */
const localTime = (iso: string | null): string | null => {
  if (iso === null) return null;
  const at = new Date(iso);
  return `${localDayText(at)} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

function sendCsv(reply: FastifyReply, report: ReportName, name: string, now: Date, header: readonly string[], rows: CsvCell[][]) {
  return reply
    .header('content-disposition', attachment(`${name}-${localDayText(now)}.csv`))
    .header('cache-control', 'private, no-store')
    .type('text/csv; charset=utf-8')
    .send(csvText(header, rows));
}

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/v1/reports/classes',
    { schema: { querystring: reportListQuerySchema, response: answers(classCompletionPageSchema) } },
    async (request) => {
      const { records, total } = await classCompletion(db, claimsOf(request), request.query, null);
      return envelope({ records, total, pageIndex: request.query['page.pageIndex'], pageSize: request.query['page.pageSize'] });
    },
  );
  app.get('/v1/reports/classes/csv', { schema: { querystring: reportListQuerySchema, response: csv } }, async (request, reply) => {
    const { records } = await classCompletion(db, claimsOf(request), request.query, REPORT_CSV_MAX_ROWS);
    const rows = records.map((r) => [
      r.teclName,
      r.courseNo,
      r.teacName,
      r.orgaName,
      r.acteName,
      r.recordings,
      r.enrolled,
      r.watchedAny,
      percentCell(r.averagePercent),
    ]);
    return sendCsv(reply, 'classes', 'class-completion', clock(), csvHeader('classes', request.query.lang), rows);
  });

  app.get(
    '/v1/reports/classes/:teclId/students',
    { schema: { params: classReportParamsSchema, response: answers(studentCompletionListSchema) } },
    async (request) => envelope(await studentCompletion(db, await reportClass(db, claimsOf(request), request.params.teclId))),
  );
  app.get(
    '/v1/reports/classes/:teclId/students/csv',
    { schema: { params: classReportParamsSchema, querystring: reportLangQuerySchema, response: csv } },
    async (request, reply) => {
      const report = await studentCompletion(db, await reportClass(db, claimsOf(request), request.params.teclId));
      const rows = report.records.map((r) => [
        r.name,
        r.username,
        r.code,
        r.watched,
        percentCell(r.averagePercent),
        localTime(r.lastWatchedAt),
      ]);
      return sendCsv(reply, 'students', `student-completion-${report.teclName}`, clock(), csvHeader('students', request.query.lang), rows);
    },
  );

  app.get(
    '/v1/reports/lessons',
    { schema: { querystring: reportListQuerySchema, response: answers(lessonAttendancePageSchema) } },
    async (request) => {
      const { records, total } = await lessonAttendance(db, claimsOf(request), request.query, clock(), null);
      return envelope({ records, total, pageIndex: request.query['page.pageIndex'], pageSize: request.query['page.pageSize'] });
    },
  );
  app.get('/v1/reports/lessons/csv', { schema: { querystring: reportListQuerySchema, response: csv } }, async (request, reply) => {
    const { records } = await lessonAttendance(db, claimsOf(request), request.query, clock(), REPORT_CSV_MAX_ROWS);
    const rows = records.map((r) => [r.courName, localTime(r.courBeginTime), r.teclName, r.enrolled, r.attended, r.absent]);
    return sendCsv(reply, 'lessons', 'live-attendance', clock(), csvHeader('lessons', request.query.lang), rows);
  });

  const attendees = async (request: FastifyRequest, courId: string) => {
    const lesson = await reportLesson(db, claimsOf(request), courId);
    return { courId: lesson.courId, courName: lesson.courName, records: await lessonAttendees(db, lesson) };
  };
  app.get(
    '/v1/reports/lessons/:courId/attendees',
    { schema: { params: lessonReportParamsSchema, response: answers(lessonAttendeesSchema) } },
    async (request) => envelope(await attendees(request, request.params.courId)),
  );
  app.get(
    '/v1/reports/lessons/:courId/attendees/csv',
    { schema: { params: lessonReportParamsSchema, querystring: reportLangQuerySchema, response: csv } },
    async (request, reply) => {
      const { lang } = request.query;
      const report = await attendees(request, request.params.courId);
      const rows = report.records.map((r) => [r.name, r.username, r.code, yesNo(r.attended, lang), Math.round(r.watchedS / 6) / 10]);
      return sendCsv(reply, 'attendees', `live-attendance-${report.courName}`, clock(), csvHeader('attendees', lang), rows);
    },
  );

  app.get(
    '/v1/reports/recordings/:vodId/heat-map',
    { schema: { params: recordingReportParamsSchema, response: answers(heatMapSchema) } },
    async (request) => envelope(await heatMap(db, await reportRecording(db, claimsOf(request), request.params.vodId))),
  );
  app.get(
    '/v1/reports/recordings/:vodId/heat-map/csv',
    { schema: { params: recordingReportParamsSchema, querystring: reportLangQuerySchema, response: csv } },
    async (request, reply) => {
      const map = await heatMap(db, await reportRecording(db, claimsOf(request), request.params.vodId));
      const rows = map.minutes.map((m) => [m.minute, m.viewers, m.plays, m.rewatchers]);
      return sendCsv(reply, 'heatMap', `engagement-${map.title}`, clock(), csvHeader('heatMap', request.query.lang), rows);
    },
  );
};

/**
 * Reports are read by holders of the report center's sign (p2-front-report-center, the top
 * menu's Report centre entry, which the page checks) and by those of course management
 * (p2-individual-center-admin), whose class page shows a class's viewing figures from the same
 * calls (the row `reports` of server/access/signs.ts); 403 for the others, checked before any id
 * is looked at. Which classes each call covers follows "Who may manage a class"
 * (server/reports/report-scope.ts): an administrator's tenant, anyone else's own (docs/admin.md
 * "Reports (server)").
 */
const assertMayReadReports = (request: FastifyRequest): Promise<void> =>
  assertMayEnter(request.server.deps.db, claimsOf(request), 'reports');

export const reportsArea = apiArea('signedIn', [reportRoutes], assertMayReadReports);
