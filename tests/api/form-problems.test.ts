import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campuses, courseSessions, teachingClasses, users } from '../../server/db/schema';
import { fieldProblemSchema, type FieldProblem } from '../../src/schemas/field-problems';
import { apiRequest, initApi, setHttpHooks } from '../../src/services/http/api';
import { writeStored } from '../../src/services/storage';
import { createClass, editClass, generateLessons } from '../../src/ui/admin/admin-api';
import { CLASS_FORM_FIELDS } from '../../src/ui/admin/class-form';
import { moveLesson } from '../../src/ui/admin/detail/class-detail-api';
import { addStudents, importStudents } from '../../src/ui/admin/enrolment-api';
import { createCampus, updateCampus, writePlatformSettings } from '../../src/ui/admin/look/look-api';
import { messagesEn } from '../../src/ui/i18n/messages-en';
import { messagesZh } from '../../src/ui/i18n/messages-zh';
import { loadCatalogue } from '../../src/ui/i18n/translate';
import { byFirstName, serverFormProblems } from '../../src/ui/shared/form-problems';
import { isInternalWording, serverErrorText } from '../../src/ui/kit/toast/server-error-text';
import { call } from '../support/api-client';
import { signedInServer } from '../support/signed-in-server';
import { translatorOf } from '../support/translator';

/**
 * A 400 a form can cause says per field what is wrong, in a form the page words in the user's
 * language (docs/api.md "Field problems"), and no sentence a form or a toast shows for one names
 * a request path (`body.…`, `querystring.…`) or an id: bad input is sent through each admin
 * form's own API function, the browser's HTTP client included, against the real server.
 */
const signedIn = signedInServer(['admin', 'teacher01']);
const url = () => signedIn.server.url;
const db = () => signedIn.server.database.db;
const post = (path: string, json: unknown) => call(url(), path, { method: 'POST', token: signedIn.tokens.admin!, json });
const fieldsOf = (result: { fields?: FieldProblem[] }) => (result.fields ?? []).map((problem) => fieldProblemSchema.parse(problem));

const ids = { teclId: '', courId: '', campusId: '', acteId: '', subjId: '', teacher01: '', studentOfOtherSchool: '' };

beforeAll(async () => {
  await Promise.all([loadCatalogue('en'), loadCatalogue('zh')]);
  const teacher01 = (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, 'teacher01'), eq(users.tenantId, '1')))
  )[0]!;
  const [cls] = await db()
    .select()
    .from(teachingClasses)
    .where(eq(teachingClasses.teacherId, teacher01.id))
    .orderBy(asc(teachingClasses.id));
  Object.assign(ids, { teclId: cls!.id, acteId: cls!.acteId, subjId: cls!.subjId, teacher01: teacher01.id });
  ids.courId = (await db().select({ id: courseSessions.id }).from(courseSessions).where(eq(courseSessions.teclId, ids.teclId)))[0]!.id;
  ids.campusId = (await db().select({ id: campuses.id }).from(campuses).where(eq(campuses.tenantId, '1')))[0]!.id;
  ids.studentOfOtherSchool = (
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, 'student03'), eq(users.tenantId, '2')))
  )[0]!.id;
});

describe('a request that fails its schema', () => {
  it('answers 400 with each field’s problem as the form knows the field, without the values sent', async () => {
    const empty = await post('/v1/admin/classes', {});
    expect(empty.http).toBe(400);
    // The English stays for integrators and the log.
    expect(empty.body.message).toContain('body.teclName');
    expect(empty.body.result.reason).toBe('fieldsInvalid');
    expect(fieldsOf(empty.body.result)).toEqual(
      expect.arrayContaining(
        ['teclName', 'courseNo', 'subjId', 'acteId'].map((field) => ({ in: 'body', field, rule: 'required', values: {} })),
      ),
    );

    const wrong = await post('/v1/admin/classes', {
      teclName: 'x'.repeat(101),
      courseNo: 'C-1',
      subjId: ids.subjId,
      acteId: ids.acteId,
      tagIds: ['tag-1-0001', 'tag-1-0001'],
      visibility: 'everyone',
      teclNmae: 'misspelt',
    });
    expect(wrong.http).toBe(400);
    expect(fieldsOf(wrong.body.result)).toEqual(
      expect.arrayContaining([
        { in: 'body', field: 'teclName', rule: 'tooLong', values: { max: 100 } },
        { in: 'body', field: 'tagIds', rule: 'repeated', values: {} },
        { in: 'body', field: 'visibility', rule: 'choice', values: {} },
        { in: 'body', field: 'teclNmae', rule: 'unknown', values: {} },
      ]),
    );
    const said = JSON.stringify(wrong.body.result);
    for (const sent of [ids.subjId, ids.acteId, 'tag-1-0001', 'everyone', 'misspelt']) expect(said).not.toContain(sent);
  });

  it('names the query string’s fields too', async () => {
    const answer = await call(url(), '/v1/admin/classes?page.pageSize=0', { token: signedIn.tokens.admin! });
    expect(answer.http).toBe(400);
    expect(fieldsOf(answer.body.result)).toEqual([{ in: 'querystring', field: 'page.pageSize', rule: 'tooSmall', values: { min: 1 } }]);
  });

  it('a refusal about one field names that field', async () => {
    const answer = await post('/v1/admin/classes', {
      teclName: 'Gone',
      courseNo: 'G-1',
      subjId: 'subj-none',
      acteId: ids.acteId,
      teacId: ids.teacher01,
    });
    expect(answer.http).toBe(400);
    expect(answer.body.result).toMatchObject({ reason: 'subjectGone', field: 'subjId' });
  });
});

describe('what the admin forms and the toasts say for bad input', () => {
  const toasts: { message: string; code: number | undefined; result: unknown }[] = [];
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };

  // The browser's HTTP client, as the app sets it up, with its storage and its toast hook.
  beforeAll(() => {
    Object.assign(globalThis, { window: { sessionStorage: storage, localStorage: storage } });
    writeStored('jwtToken', signedIn.tokens.admin!);
    initApi({ BASE_URL: url(), AJAX: { TIMEOUT_MS: 10_000, WITH_CREDENTIALS: false, REFRESH_ENABLED: false, TENANT_HEADER: false } });
    setHttpHooks({ showError: (message, code, result) => toasts.push({ message, code, result }) });
  });
  afterAll(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  const tOf = translatorOf;

  /** Every sentence of a catalogue, its placeholders as wildcards. */
  const sentencePatterns = (catalogue: Record<string, string>) =>
    Object.values(catalogue).map((text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+?')}$`, 'u'));
  const sentences = { en: sentencePatterns(messagesEn), zh: sentencePatterns(messagesZh) };

  const failureOf = async (attempt: () => Promise<unknown>) => {
    const failure = await attempt().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure, 'the server accepted bad input').not.toBeNull();
    return failure;
  };

  /** Each write with input the browser should have stopped, and the form fields it has. */
  const attempts: [string, () => Promise<unknown>][] = [
    ['new class, empty', () => createClass({} as never)],
    ['new class, unknown subject', () => createClass({ teclName: 'A', courseNo: 'B', subjId: 'subj-1-9999', acteId: ids.acteId } as never)],
    ['class edit, empty name', () => editClass(ids.teclId, { teclName: ' ' })],
    [
      'generate lessons, weeks the wrong way round',
      () =>
        generateLessons(ids.teclId, {
          weekdays: [],
          slots: { first: 1, count: 2 },
          weeks: { from: 3, to: 1 },
          skipDates: ['31/12'],
          isLive: false,
        }),
    ],
    [
      'generate lessons, past the term',
      () =>
        generateLessons(ids.teclId, {
          weekdays: [1],
          slots: { first: 1, count: 2 },
          weeks: { from: 1, to: 99 },
          skipDates: [],
          isLive: false,
        }),
    ],
    ['move lesson, not a time', () => moveLesson(ids.courId, { courBeginTime: 'tomorrow' } as never)],
    [
      'move lesson, ends before it begins',
      () => moveLesson(ids.courId, { courBeginTime: '2099-01-01T10:00:00Z', courEndTime: '2099-01-01T09:00:00Z' }),
    ],
    ['enrol, no such student', () => addStudents(ids.teclId, ['user-1-9999'])],
    ['enrol, another school’s student', () => addStudents(ids.teclId, [ids.studentOfOtherSchool])],
    ['enrol from CSV, no rows', () => importStudents(ids.teclId, '', true)],
    ['new campus, no name', () => createCampus({ campName: '', domainName: '' })],
    ['campus, bad address', () => updateCampus(ids.campusId, { campName: 'North', domainName: 'javascript:alert(1)' })],
    ['platform name too long', () => writePlatformSettings({ poapName: 'p'.repeat(500), browserImgUrl: '' })],
    [
      'a toasted call with a bad query',
      () => apiRequest('/v1/admin/classes', { searchParams: { 'page.pageSize': 0, acteId: 'acte-1-0001' } }),
    ],
  ];

  for (const [name, attempt] of attempts) {
    it(`${name}: each sentence is the catalogue’s, naming no request path or id`, async () => {
      toasts.length = 0;
      const failure = await failureOf(attempt);
      for (const language of ['en', 'zh'] as const) {
        const shown = serverFormProblems(tOf(language), failure, byFirstName(CLASS_FORM_FIELDS), tOf(language)('admin.failed'));
        const texts = [
          ...Object.values(shown.fields),
          shown.form,
          ...toasts.map(({ message, code, result }) => serverErrorText(language, code, message, result)),
        ];
        for (const text of texts.filter((text): text is string => text !== null)) {
          expect(isInternalWording(text), `${language}: ${text}`).toBe(false);
          expect(text).not.toMatch(/body\.|querystring\.|params\./);
          expect(
            sentences[language].some((sentence) => sentence.test(text)),
            `${language}: “${text}” is not a sentence of the catalogue`,
          ).toBe(true);
        }
      }
    });
  }
});
