import { beforeAll, describe, expect, it } from 'vitest';
import { classCreateBodySchema, lessonPatternBodySchema, TECL_NAME_MAX } from '../../src/schemas/admin-classes';
import { ERROR } from '../../src/schemas/error-codes';
import { FIELD_RULE_NAMES, FIELD_RULES, type FieldProblem } from '../../src/schemas/field-problems';
import { ApiError } from '../../src/services/http/api-error';
import { LESSON_MAX_MINUTES } from '../../src/constants';
import { draftProblems } from '../../src/ui/admin/detail/lesson-time';
import { generatePlaceOf, generateProblems } from '../../src/ui/admin/generate-form';
import { classFormOf, classFormProblems, CLASS_FORM_FIELDS, createBodyOf } from '../../src/ui/admin/class-form';
import { messagesEn } from '../../src/ui/i18n/messages-en';
import { messagesZh } from '../../src/ui/i18n/messages-zh';
import { loadCatalogue } from '../../src/ui/i18n/translate';
import { bodyProblemsOf, byFirstName, placedProblems, serverFormProblems, shownProblems } from '../../src/ui/shared/form-problems';
import { isInternalWording, serverErrorText } from '../../src/ui/kit/toast/server-error-text';
import { translatorOf } from '../support/translator';

/**
 * A form's problems in the user's language (src/ui/shared/form-problems.ts, docs/api.md "Field
 * problems"): the browser and the server find the same problems with the same schema, and each
 * is worded beside its field in English and in Chinese, never with the server's request paths.
 */
const tOf = translatorOf;

const catalogues = { en: messagesEn as Record<string, string>, zh: messagesZh as Record<string, string> };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();

/** A 400 as the server sends it for a body that fails its schema (server/http/error-handler.ts). */
const schemaFailure = (message: string, fields: FieldProblem[]) =>
  new ApiError('response', message, {
    status: 400,
    code: ERROR.badRequest.code,
    serverMessage: message,
    body: { status: 400, code: ERROR.badRequest.code, message, result: { reason: 'fieldsInvalid', values: {}, fields } },
  });

const placeOf = byFirstName(CLASS_FORM_FIELDS);

beforeAll(() => Promise.all([loadCatalogue('en'), loadCatalogue('zh')]));

describe('field problems from a schema', () => {
  it('names the rule and its limit per field, never the value sent', () => {
    const body = {
      teclName: 'x'.repeat(TECL_NAME_MAX + 1),
      courseNo: '   ',
      subjId: 'subj-1-0001',
      tagIds: ['tag-1-0001', 'tag-1-0001'],
      extra: 1,
    };
    const problems = bodyProblemsOf(classCreateBodySchema, body);
    expect(problems).toEqual(
      expect.arrayContaining([
        { in: 'body', field: 'teclName', rule: 'tooLong', values: { max: TECL_NAME_MAX } },
        { in: 'body', field: 'courseNo', rule: 'required', values: {} },
        { in: 'body', field: 'acteId', rule: 'required', values: {} },
        { in: 'body', field: 'extra', rule: 'unknown', values: {} },
      ]),
    );
    expect(JSON.stringify(problems)).not.toContain('subj-1-0001');
    expect(JSON.stringify(problems)).not.toContain('tag-1-0001');
  });

  it('words the generate dialog’s rules: no weekday, weeks the wrong way round, a bad holiday', () => {
    const body = { weekdays: [], slots: { first: 1, count: 2 }, weeks: { from: 5, to: 3 }, skipDates: ['31/12'] };
    const rules = Object.fromEntries(bodyProblemsOf(lessonPatternBodySchema, body).map((p) => [p.field, p.rule]));
    expect(rules).toEqual({ weekdays: 'required', 'weeks.to': 'order', 'skipDates.0': 'date' });
  });
});

describe('the class form, checked before sending', () => {
  it('finds every required field of a new class, the teacher too for an administrator', () => {
    const empty = classFormOf(null);
    const fields = (isAdministrator: boolean) => classFormProblems(null, empty, isAdministrator).map((p) => `${p.field}:${p.rule}`);
    expect(fields(true).sort()).toEqual([
      'acteId:required',
      'courseNo:required',
      'subjId:required',
      'teacId:required',
      'teclName:required',
    ]);
    expect(fields(false)).not.toContain('teacId:required');
  });

  it('passes a complete form, and sends what it checked', () => {
    const form = { ...classFormOf(null), teclName: ' Algebra ', courseNo: 'MATH-1', subjId: 's', acteId: 'a', teacId: 't' };
    expect(classFormProblems(null, form, true)).toEqual([]);
    expect(createBodyOf(form)).toMatchObject({ teclName: 'Algebra', teacId: 't' });
  });

  it('shows each problem beside its field, in English and in Chinese', () => {
    const problems = classFormProblems(null, classFormOf(null), true);
    const en = placedProblems(tOf('en'), problems, placeOf);
    const zh = placedProblems(tOf('zh'), problems, placeOf);
    expect(en.fields).toEqual({
      teclName: 'Required.',
      courseNo: 'Required.',
      subjId: 'Required.',
      acteId: 'Required.',
      teacId: 'Required.',
    });
    expect(zh.fields).toEqual({ teclName: '必填。', courseNo: '必填。', subjId: '必填。', acteId: '必填。', teacId: '必填。' });
    expect(en.form).toBe('Some fields need correcting: see the messages beside them.');
    expect(zh.form).toBe('部分内容需要修改，请查看各项旁的提示。');
  });
});

describe('what a form shows for the server’s 400', () => {
  const tooLong = schemaFailure('body.teclName: Too big: expected string to have <=100 characters; body.subjId: is required', [
    { in: 'body', field: 'teclName', rule: 'tooLong', values: { max: 100 } },
    { in: 'body', field: 'subjId', rule: 'required', values: {} },
  ]);

  it('places each field problem beside its field, with its limit, in the page language', () => {
    expect(serverFormProblems(tOf('en'), tooLong, placeOf, 'fallback').fields).toEqual({
      teclName: 'At most 100 characters.',
      subjId: 'Required.',
    });
    expect(serverFormProblems(tOf('zh'), tooLong, placeOf, 'fallback').fields).toEqual({ teclName: '最多 100 个字符。', subjId: '必填。' });
  });

  it('a problem of a field the form does not show: the kind sentence for the form, no path', () => {
    const unknown = schemaFailure('body.tecName: Unrecognized key', [{ in: 'body', field: 'tecName', rule: 'unknown', values: {} }]);
    for (const language of ['en', 'zh'] as const) {
      const shown = serverFormProblems(tOf(language), unknown, placeOf, 'fallback');
      expect(shown.fields).toEqual({});
      expect(shown.form).toBe(catalogues[language]['error.badRequest']);
    }
  });

  it('a refusal about one field shows beside that field', () => {
    const gone = new ApiError('response', 'body.subjId: no subject subj-1-0042', {
      status: 400,
      code: ERROR.badRequest.code,
      serverMessage: 'body.subjId: no subject subj-1-0042',
      body: { result: { reason: 'subjectGone', values: {}, field: 'subjId' } },
    });
    expect(serverFormProblems(tOf('en'), gone, placeOf, 'fallback')).toEqual({
      fields: { subjId: 'The chosen subject is no longer there. Reload the page and choose again.' },
      form: null,
    });
  });

  it('a code this version does not know: its words only when they name no field or id', () => {
    const newer = (message: string) => new ApiError('response', message, { status: 400, code: 40099, serverMessage: message, body: {} });
    expect(serverFormProblems(tOf('en'), newer('Try a shorter name'), placeOf, 'fallback').form).toBe('Try a shorter name');
    expect(serverFormProblems(tOf('zh'), newer('courId: the upload begun with this identifier has cour-1-0003'), placeOf, 'x').form).toBe(
      '操作未成功，请稍后重试。',
    );
  });
});

describe('the catalogue', () => {
  for (const [language, catalogue] of Object.entries(catalogues)) {
    it(`${language}: one sentence per field rule, naming the rule's values`, () => {
      for (const rule of FIELD_RULE_NAMES) {
        const sentence = catalogue[`field.${rule}`];
        expect(sentence, rule).toBeTypeOf('string');
        expect(placeholders(sentence!), rule).toEqual([...FIELD_RULES[rule]].sort());
      }
    });

    it(`${language}: no sentence a page or toast can show names request paths or ids`, () => {
      const filled = Object.entries(catalogue).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '7')] as const);
      expect(filled.filter(([, text]) => isInternalWording(text)).map(([key]) => key)).toEqual([]);
    });
  }
});

describe('raw server wording in a toast', () => {
  it('is recognised: paths, wire field names, ids', () => {
    for (const raw of [
      'body.teclName: is required; body.courseNo: is required',
      'querystring.q: must be at most 100 characters',
      'params.teclId: is required',
      'body: malformed JSON',
      'courId: the upload begun with this identifier has cour-1-0003',
      'no user user-2-student03',
      'no class 6f1c1e9a-2b43-4c2d-9a4e-0e7f1f0f3b21',
    ])
      expect(isInternalWording(raw), raw).toBe(true);
    expect(isInternalWording('Timetable trial for Class 1-2')).toBe(false);
  });

  it('is never what a toast says, whatever the code', () => {
    for (const code of [ERROR.badRequest.code, 40099, undefined]) {
      const text = serverErrorText('en', code, 'querystring.teclId: no class tecl-1-0007');
      expect(text).not.toMatch(/querystring\.|tecl-1-0007/);
    }
  });
});

describe('the move dialog and the generate dialog, checked before sending', () => {
  const draft = { date: '2026-03-02', begin: '08:00', end: '09:40', clroId: '' };

  it('a date or time left empty is required; an end before its begin or too long says the server’s own sentence', () => {
    expect(draftProblems(draft, false)).toEqual({});
    expect(draftProblems({ ...draft, date: '', begin: '' }, false)).toEqual({
      date: { key: 'field.required', params: {} },
      begin: { key: 'field.required', params: {} },
    });
    expect(draftProblems({ ...draft, date: '2026-02-30' }, false)).toHaveProperty('date');
    expect(draftProblems({ ...draft, end: '07:00' }, false)).toEqual({ end: { key: 'refusal.lessonEndsBeforeBegin', params: {} } });
    expect(draftProblems({ ...draft, end: '23:00' }, false)).toEqual({
      end: { key: 'refusal.lessonTooLong', params: { minutes: LESSON_MAX_MINUTES } },
    });
    // A lesson that has begun keeps its time: only its room is sent.
    expect(draftProblems({ ...draft, date: '' }, true)).toEqual({});
  });

  it('weeks past the class’s term are found before sending, beside the week', () => {
    const body = { weekdays: [2], slots: { first: 1, count: 2 }, clroId: null, weeks: { from: 3, to: 20 }, skipDates: [], isLive: false };
    expect(generateProblems(body, 18)).toEqual([{ in: 'body', field: 'weeks.to', rule: 'tooLarge', values: { max: 18 } }]);
    expect(generatePlaceOf('weeks.to')).toBe('to');
    expect(generatePlaceOf('weeks')).toBe('to');
    expect(generatePlaceOf('skipDates.2')).toBe('skipDates');
    expect(placedProblems(translatorOf('zh'), generateProblems(body, 18), generatePlaceOf).fields).toEqual({ to: '不能大于 18。' });
  });

  it('the move dialog shows its own sentences once a save was tried, and the server’s refusal otherwise', () => {
    const t = translatorOf('en');
    const checked = draftProblems({ ...draft, end: '07:00' }, false);
    const form = { checked, failure: { error: schemaFailure('bad', []) }, placeOf: () => null, fallback: 'failed' };
    expect(shownProblems(t, { ...form, tried: true })).toEqual({
      fields: { end: t('refusal.lessonEndsBeforeBegin') },
      form: t('refusal.fieldsInvalid'),
    });
    expect(shownProblems(t, { ...form, tried: false })).toEqual({ fields: {}, form: t('error.badRequest') });
    expect(shownProblems(t, { ...form, tried: true, checked: {}, failure: null })).toEqual({ fields: {}, form: null });
  });
});
