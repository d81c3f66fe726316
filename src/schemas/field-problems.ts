import { z } from 'zod';
import { NO_CONTROL_CHARACTERS } from './text';

/**
 * What is wrong with one field of a request, in a form a page can word in its own language
 * (docs/api.md "Field problems"): the same spirit as the refusals of ./refusals.ts, one level
 * down. A request that fails its schema answers 400 with the refusal `fieldsInvalid`, whose
 * `fields` list these; the browser checks its forms with the same schemas and the same rules
 * before sending (`fieldProblemsOf` runs on both sides), so the sentence beside a field is the
 * same whether the browser or the server found the problem.
 *
 * Each rule lists the names of its values; a sentence (`field.<rule>` in the i18n catalogue)
 * names exactly those.
 */
export const FIELD_RULES = {
  /** Missing, null, or empty once trimmed. */
  required: [],
  /** Text shorter or longer than allowed (characters). */
  tooShort: ['min'],
  tooLong: ['max'],
  /** A list with too few or too many entries. */
  tooFew: ['min'],
  tooMany: ['max'],
  /** A number below or above its bounds, both included… */
  tooSmall: ['min'],
  tooLarge: ['max'],
  /** …or excluded. */
  notAbove: ['min'],
  notBelow: ['max'],
  /** A number with a fraction where a whole number is asked. */
  wholeNumber: [],
  /** Control characters (pasted from elsewhere) in a single-line text. */
  characters: [],
  /** A calendar date written YYYY-MM-DD. */
  date: [],
  /** Text not in the form asked (an address, a code, digits…). */
  pattern: [],
  /** Not an https:// address with a host (http:// only on this machine): an LTI platform's (src/schemas/lti-address.ts). */
  secureAddress: [],
  /** Not one of the values offered. */
  choice: [],
  /** The same entry twice in a list. */
  repeated: [],
  /** An end before its start (weeks, times). */
  order: [],
  /** A field this request does not have (a misspelt name). */
  unknown: [],
  /** Anything else: the wrong kind of value. */
  invalid: [],
} as const satisfies Record<string, readonly string[]>;

export type FieldRule = keyof typeof FIELD_RULES;
export const FIELD_RULE_NAMES = Object.keys(FIELD_RULES) as FieldRule[];

/** Where the field was: the request's JSON body, its query string, its path or its headers. */
export const FIELD_PLACES = ['body', 'querystring', 'params', 'headers'] as const;
export type FieldPlace = (typeof FIELD_PLACES)[number];

export const fieldProblemSchema = z.object({
  in: z.enum(FIELD_PLACES),
  /** The field as the request names it, dots between levels (`teclName`, `weeks.to`, `tagIds.2`); '' for the whole body. */
  field: z.string(),
  rule: z.enum(FIELD_RULE_NAMES as [FieldRule, ...FieldRule[]]),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

/**
 * A schema's issue as both sides see it: zod's own issue in the browser, and on the server the
 * same rebuilt from fastify-type-provider-zod's validation entry (`keyword` is the code,
 * `instancePath` the path, `params` the rest).
 */
export type SchemaIssue = { code: string; path: readonly PropertyKey[]; details: Record<string, unknown> };

/** A refine names its rule this way: `.refine(check, { message, params: { rule: 'repeated' } })`. */
export const ruleParams = (rule: FieldRule) => ({ rule });

const isFieldRule = (value: unknown): value is FieldRule => typeof value === 'string' && Object.hasOwn(FIELD_RULES, value);

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown => {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
};

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const limit = (value: unknown): number => (typeof value === 'bigint' ? Number(value) : typeof value === 'number' ? value : NaN);

const TEXT_ORIGINS = new Set(['string']);
const LIST_ORIGINS = new Set(['array', 'set']);
const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint']);

type Found = { rule: FieldRule; values?: Record<string, number> };

function ruleOf({ code, details }: SchemaIssue, value: unknown): Found {
  const origin = String(details.origin);
  switch (code) {
    case 'invalid_type':
      if (value === undefined || value === null) return { rule: 'required' };
      return details.expected === 'int' && typeof value === 'number' ? { rule: 'wholeNumber' } : { rule: 'invalid' };
    case 'too_small': {
      const min = limit(details.minimum);
      if (isBlank(value) && min <= 1 && (TEXT_ORIGINS.has(origin) || LIST_ORIGINS.has(origin))) return { rule: 'required' };
      if (TEXT_ORIGINS.has(origin)) return { rule: 'tooShort', values: { min } };
      if (LIST_ORIGINS.has(origin)) return { rule: 'tooFew', values: { min } };
      if (NUMBER_ORIGINS.has(origin))
        return details.inclusive === false ? { rule: 'notAbove', values: { min } } : { rule: 'tooSmall', values: { min } };
      return { rule: 'invalid' };
    }
    case 'too_big': {
      const max = limit(details.maximum);
      if (TEXT_ORIGINS.has(origin)) return { rule: 'tooLong', values: { max } };
      if (LIST_ORIGINS.has(origin)) return { rule: 'tooMany', values: { max } };
      if (NUMBER_ORIGINS.has(origin))
        return details.inclusive === false ? { rule: 'notBelow', values: { max } } : { rule: 'tooLarge', values: { max } };
      return { rule: 'invalid' };
    }
    case 'invalid_format':
      if (details.format === 'date') return { rule: 'date' };
      if (details.format === 'regex' && details.pattern === String(NO_CONTROL_CHARACTERS)) return { rule: 'characters' };
      return { rule: 'pattern' };
    case 'invalid_value':
      return { rule: 'choice' };
    case 'custom': {
      const rule = (details.params as { rule?: unknown } | undefined)?.rule;
      return { rule: isFieldRule(rule) && FIELD_RULES[rule].length === 0 ? rule : 'invalid' };
    }
    default:
      return { rule: 'invalid' };
  }
}

const fieldName = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * A schema's issues as field problems: the rule each broke and the limit it names, never the
 * value sent (it may be an id, or text the user typed) nor the schema's English. `input` is what
 * was checked, to tell a missing field from a wrong one.
 */
export function fieldProblemsOf(place: FieldPlace, issues: readonly SchemaIssue[], input: unknown): FieldProblem[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys' && Array.isArray(issue.details.keys)) {
      return issue.details.keys.map((key) => ({
        in: place,
        field: fieldName([...issue.path, String(key)]),
        rule: 'unknown' as const,
        values: {},
      }));
    }
    const { rule, values = {} } = ruleOf(issue, valueAt(input, issue.path));
    return [{ in: place, field: fieldName(issue.path), rule, values }];
  });
}

/** zod's issues (the browser checking a form before sending) as SchemaIssues. */
export const schemaIssuesOf = (error: z.ZodError): SchemaIssue[] =>
  error.issues.map(({ code, path, message: _message, ...details }) => ({ code, path, details }));
