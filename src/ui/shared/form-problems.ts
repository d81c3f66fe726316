import type { z } from 'zod';
import { errorKindOf } from '../../schemas/error-codes';
import { fieldProblemsOf, schemaIssuesOf, type FieldProblem } from '../../schemas/field-problems';
import { ApiError } from '../../services/http/api-error';
import { serverRefusalOf } from '../../services/http/server-refusal';
import type { MessageKey } from '../i18n/messages-en';
import type { Translate } from '../i18n/translate';
import { isInternalWording } from '../kit/toast/server-error-text';

/**
 * The one place a form's problems become sentences in the user's language (docs/api.md "Field
 * problems", "Refusals"): a field problem the browser found before sending, a schema failure the
 * server found (`fieldsInvalid`), a refusal about one field, or a refusal of the whole request.
 * Never the server's English, which names request paths and ids.
 */

/** A sentence of the catalogue chosen at run time, with the values it names. */
export type Problem = { key: MessageKey; params: Record<string, string | number> };

export function problemText(t: Translate, { key, params }: Problem): string {
  const translateAny = t as unknown as (key: MessageKey, params: Record<string, string | number>) => string;
  return translateAny(key, params);
}

/** A field problem's sentence, shown beside the field (so it does not name it). */
export const fieldProblemText = (t: Translate, { rule, values }: Pick<FieldProblem, 'rule' | 'values'>): string =>
  problemText(t, { key: `field.${rule}`, params: values });

/** What a form shows: a sentence beside each field at fault, and one for the form as a whole. */
export type FormProblems<F extends string> = { fields: Partial<Record<F, string>>; form: string | null };
export const noProblems = <F extends string>(): FormProblems<F> => ({ fields: {}, form: null });

/** Which of the form's fields a request field is (`weeks.to` → `to`), or null when the form has no such field. */
export type PlaceOf<F extends string> = (field: string) => F | null;

/** The form's field of the request field's first name (`tagIds.2` → `tagIds`), for forms named as their bodies. */
export const byFirstName =
  <F extends string>(names: readonly F[]): PlaceOf<F> =>
  (field) =>
    names.find((name) => name === field.split('.')[0]) ?? null;

/** A body checked before sending, with the schema the server checks it with: its problems, none when it passes. */
export function bodyProblemsOf(schema: z.ZodType, body: unknown): FieldProblem[] {
  const checked = schema.safeParse(body);
  return checked.success ? [] : fieldProblemsOf('body', schemaIssuesOf(checked.error), body);
}

/**
 * Field problems placed beside the form's fields (the first per field); the form's line says to
 * look at them, or, when one cannot be placed (a field the form does not show), that something
 * sent was not accepted.
 */
export function placedProblems<F extends string>(t: Translate, problems: readonly FieldProblem[], placeOf: PlaceOf<F>): FormProblems<F> {
  if (problems.length === 0) return noProblems();
  const fields: Partial<Record<F, string>> = {};
  let unplaced = false;
  for (const problem of problems) {
    const name = problem.in === 'body' ? placeOf(problem.field) : null;
    if (name === null) unplaced = true;
    else fields[name] ??= fieldProblemText(t, problem);
  }
  return { fields, form: t(unplaced ? 'error.badRequest' : 'refusal.fieldsInvalid') };
}

/**
 * The sentence of a failure without a refusal: its error kind's; for a code this version does not
 * know, the server's words only if they name no field or id; `fallback` when no answer came back
 * (network, timeout).
 */
function kindText(t: Translate, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.code === undefined) return fallback;
  const kind = errorKindOf(error.code);
  if (kind !== undefined) return problemText(t, { key: `error.${kind}`, params: {} });
  const said = error.serverMessage;
  return said !== null && !isInternalWording(said) ? said : t('error.unknown');
}

/** What a refused write shows, beside its fields and for the form, in the page's language. */
export function serverFormProblems<F extends string>(t: Translate, error: unknown, placeOf: PlaceOf<F>, fallback: string): FormProblems<F> {
  const refusal = serverRefusalOf(error);
  if (refusal === null) return { fields: {}, form: kindText(t, error, fallback) };
  if (refusal.reason === 'fieldsInvalid') {
    const fields = refusal.fields ?? [];
    return fields.length > 0 ? placedProblems(t, fields, placeOf) : { fields: {}, form: t('error.badRequest') };
  }
  const sentence = problemText(t, { key: `refusal.${refusal.reason}`, params: refusal.values });
  const name = refusal.field === undefined ? null : placeOf(refusal.field);
  return name === null ? { fields: {}, form: sentence } : ({ fields: { [name]: sentence }, form: null } as FormProblems<F>);
}

/** A form that shows no field of its own: every problem as one sentence. */
export const serverProblemText = (t: Translate, error: unknown, fallback: string): string =>
  serverFormProblems(t, error, () => null, fallback).form ?? fallback;

/**
 * What a form's own check found before sending: problems of its request body's fields (placed
 * with the form's `placeOf`), or a sentence per field for a form whose fields are not its body's.
 */
export type CheckedProblems<F extends string> = readonly FieldProblem[] | Partial<Record<F, Problem>>;

const isFieldProblemList = <F extends string>(checked: CheckedProblems<F>): checked is readonly FieldProblem[] => Array.isArray(checked);

export const hasCheckedProblems = <F extends string>(checked: CheckedProblems<F>): boolean =>
  (isFieldProblemList(checked) ? checked.length : Object.keys(checked).length) > 0;

function checkedProblems<F extends string>(t: Translate, checked: CheckedProblems<F>, placeOf: PlaceOf<F>): FormProblems<F> {
  if (isFieldProblemList(checked)) return placedProblems(t, checked, placeOf);
  const fields: Partial<Record<F, string>> = {};
  for (const [name, problem] of Object.entries(checked) as Array<[F, Problem]>) fields[name] = problemText(t, problem);
  return { fields, form: t('refusal.fieldsInvalid') };
}

/**
 * What a form shows now: once a send was tried, the problems its own check finds (updated as the
 * fields change); else the server's refusal of the last send (`failure`, null for none).
 */
export function shownProblems<F extends string>(
  t: Translate,
  form: { tried: boolean; checked: CheckedProblems<F>; failure: { error: unknown } | null; placeOf: PlaceOf<F>; fallback: string },
): FormProblems<F> {
  if (form.tried && hasCheckedProblems(form.checked)) return checkedProblems(t, form.checked, form.placeOf);
  return form.failure === null ? noProblems() : serverFormProblems(t, form.failure.error, form.placeOf, form.fallback);
}
