/**
 * Malformed requests derived from the OpenAPI document (tests/api/fuzz.test.ts): for every
 * operation, each declared query parameter, path parameter and JSON body property in turn gets
 * control characters, over-long text, wrong types and broken percent-encoding, with every other
 * input plausible, so the bad value is the one the server has to deal with.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minItems?: number;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OperationObject = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
export type OpenApiDocument = { paths: Record<string, Record<string, OperationObject>> };

export type Operation = { method: string; path: string; parameters: Parameter[]; jsonBody?: JsonSchema };
export type Probe = { label: string; method: string; url: string; headers: Record<string, string>; body?: string };

export const operationsOf = (document: OpenApiDocument): Operation[] =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      jsonBody: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );

/** Wire forms (already percent-encoded where that is the point) for query and path values. */
export const URL_VALUES: Record<string, string> = {
  nul: '%00',
  nulInside: 'a%00b',
  controls: '%01%08%1B%7F',
  c1Control: '%C2%85',
  newline: 'a%0D%0Ab',
  long: 'x'.repeat(10_000),
  badPercent: '%zz',
  lonePercent: '%',
  truncatedUtf8: '%E2%82',
  invalidUtf8: '%FF%FE',
  surrogate: '%ED%A0%80',
  hex: '0x10',
  exponent: '1e2',
  spaced: '%201%20',
  negative: '-1',
  fraction: '1.5',
  huge: '99999999999999999999',
  notANumber: 'NaN',
  empty: '',
  dotDot: '..%2F..%2Fetc%2Fpasswd',
};

/** Values for one JSON property: wrong types and hostile strings. */
export const JSON_VALUES: Record<string, unknown> = {
  nul: '\u0000',
  nulInside: 'a\u0000b',
  controls: '\u0001\u0008\u001b\u007f',
  c1Control: '\u0085',
  long: 'x'.repeat(10_000),
  loneSurrogate: '\ud800',
  hex: '0x10',
  spaced: ' 1 ',
  emptyText: '',
  number: 12345,
  negative: -1,
  fraction: 1.5,
  huge: 1e308,
  boolean: true,
  null: null,
  array: ['x'],
  emptyArray: [],
  object: { k: 'v' },
};

/** Whole bodies that are not what any JSON route expects. */
const RAW_BODIES: Record<string, { type: string; body: string }> = {
  truncatedJson: { type: 'application/json', body: '{"a":' },
  nulJson: { type: 'application/json', body: '\u0000' },
  arrayBody: { type: 'application/json', body: '[]' },
  stringBody: { type: 'application/json', body: '"x"' },
  nullBody: { type: 'application/json', body: 'null' },
  protoPoisoning: { type: 'application/json', body: '{"__proto__":{"polluted":1}}' },
  deepNesting: { type: 'application/json', body: '['.repeat(5_000) + ']'.repeat(5_000) },
  formWithNul: { type: 'application/x-www-form-urlencoded', body: 'refreshToken=%00&username=%zz' },
  multipartNoBoundary: { type: 'multipart/form-data', body: 'x' },
  multipartTruncated: {
    type: 'multipart/form-data; boundary=fuzz',
    body: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  },
  unknownType: { type: 'application/x-fuzz', body: 'x' },
};

/** Plausible values by parameter or property name, so the handler gets past lookups to the bad value. */
export type Examples = Record<string, string>;

const firstOf = (schema: JsonSchema): JsonSchema => schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema.allOf?.[0] ?? schema;
const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

function sampleText(name: string, schema: JsonSchema, examples: Examples): string {
  const plain = firstOf(schema);
  if (name in examples) return examples[name]!;
  if (plain.enum?.length) return String(plain.enum[0]);
  if (plain.const !== undefined) return String(plain.const);
  if (name === '*') return 'master.m3u8';
  const type = typeOf(plain);
  if (type === 'integer' || type === 'number') return '1';
  if (type === 'boolean') return 'true';
  return 'x1';
}

/** A plausible JSON value; `branch` picks the alternative of every oneOf/anyOf it meets. */
function sampleJson(schema: JsonSchema, name: string, examples: Examples, branch: number): unknown {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return sampleJson(alternatives[branch % alternatives.length]!, name, examples, branch);
  if (schema.allOf?.length) return sampleJson(schema.allOf[0]!, name, examples, branch);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (name in examples) return examples[name];
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sampleJson(schema.properties?.[key] ?? {}, key, examples, branch)]),
      );
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((item) => sampleJson(item, name, examples, branch));
      const item = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      return item ? [sampleJson(item, name, examples, branch)] : [];
    }
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'x1';
  }
}

const branchesIn = (schema: JsonSchema): number =>
  Math.max(
    schema.oneOf?.length ?? schema.anyOf?.length ?? 1,
    ...Object.values(schema.properties ?? {}).map(branchesIn),
    ...(schema.items ? [Array.isArray(schema.items) ? 1 : branchesIn(schema.items)] : []),
    ...(schema.oneOf ?? schema.anyOf ?? []).map(branchesIn),
  );

/** Every place in a sample value a malformed value can go: object properties and array items, at any depth. */
function placesIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...path, index], ...placesIn(item, [...path, index])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [[...path, key], ...placesIn(item, [...path, key])]);
  }
  return [];
}

/** The declared but optional properties of the schema's objects, added one at a time. */
function optionalPlaces(schema: JsonSchema, path: string[] = []): string[][] {
  const plain = firstOf(schema);
  if (typeOf(plain) !== 'object') return [];
  return Object.entries(plain.properties ?? {}).flatMap(([key, property]) => [
    ...((plain.required ?? []).includes(key) ? [] : [[...path, key]]),
    ...optionalPlaces(property, [...path, key]),
  ]);
}

function withValue(sample: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return copy;
}

/** Headers a browser sends on every call, so login-style pre-checks let the body through. */
const BROWSER_HEADERS = { 'x-password-hash': 'sha256', tenantid: '1' };

export function probesFor(operation: Operation, examples: Examples): Probe[] {
  const query = operation.parameters.filter((p) => p.in === 'query');
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const text = (p: Parameter) => sampleText(p.name, p.schema ?? {}, examples);
  const buildUrl = (pathValues: Record<string, string>, queryPairs: [string, string][]) => {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? '');
    const search = queryPairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');
    return search ? `${path}?${search}` : path;
  };
  const basePath = Object.fromEntries(pathParams.map((p) => [p.name, encodeURIComponent(text(p))]));
  const baseQuery = query.filter((p) => p.required).map((p): [string, string] => [p.name, encodeURIComponent(text(p))]);
  const sampleBody = operation.jsonBody ? sampleJson(operation.jsonBody, 'body', examples, 0) : undefined;
  const jsonBody: Record<string, string> = sampleBody === undefined ? {} : { 'content-type': 'application/json' };
  const bodyText = sampleBody === undefined ? undefined : JSON.stringify(sampleBody);
  const probes: Probe[] = [];
  const add = (label: string, url: string, body = bodyText, headers: Record<string, string> = jsonBody) =>
    probes.push({ label, method: operation.method, url, headers: { ...BROWSER_HEADERS, ...headers }, body });

  for (const parameter of query) {
    const others = baseQuery.filter(([name]) => name !== parameter.name);
    for (const [kind, value] of Object.entries(URL_VALUES))
      add(`query ${parameter.name} ${kind}`, buildUrl(basePath, [...others, [parameter.name, value]]));
    add(`query ${parameter.name} repeated`, buildUrl(basePath, [...others, [parameter.name, '1'], [parameter.name, '2']]));
  }
  // A parameter nobody declared is ignored, whatever it holds.
  for (const kind of ['nul', 'badPercent', 'invalidUtf8'])
    add(`undeclared query ${kind}`, buildUrl(basePath, [...baseQuery, ['fuzz', URL_VALUES[kind]!]]));
  for (const parameter of pathParams) {
    for (const [kind, value] of Object.entries(URL_VALUES)) {
      add(`path ${parameter.name} ${kind}`, buildUrl({ ...basePath, [parameter.name]: value }, baseQuery));
    }
  }
  const url = buildUrl(basePath, baseQuery);
  if (operation.jsonBody) {
    const branches = Math.min(branchesIn(operation.jsonBody), 6);
    const seen = new Set<string>();
    for (let branch = 0; branch < branches; branch += 1) {
      const sample = sampleJson(operation.jsonBody, 'body', examples, branch);
      const places = [...placesIn(sample), ...optionalPlaces(operation.jsonBody)];
      for (const place of places) {
        for (const [kind, value] of Object.entries(JSON_VALUES)) {
          const body = JSON.stringify(withValue(sample, place, value));
          if (seen.has(body)) continue;
          seen.add(body);
          add(`body ${place.join('.')} ${kind}`, url, body);
        }
      }
    }
  }
  if (operation.method !== 'GET' && operation.method !== 'HEAD') {
    for (const [kind, raw] of Object.entries(RAW_BODIES)) add(`body ${kind}`, url, raw.body, { 'content-type': raw.type });
  }
  return probes;
}

export type Answer = { http: number; contentType: string; text: string };

/** Sends a probe; a successful non-JSON answer (a stream, a file) is not read to its end. */
export async function send(base: string, probe: Probe, token: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = { ...probe.headers, ...(token ? { 'jwt-token': token } : {}) };
  const response = await fetch(`${base}${probe.url}`, { method: probe.method, headers, body: probe.body, redirect: 'manual' });
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) {
    await response.body?.cancel();
    return { http: response.status, contentType, text: '' };
  }
  return { http: response.status, contentType, text: await response.text() };
}

/**
 * What is wrong with an answer, or null: never a 5xx, every error is the envelope, and so is
 * every JSON success unless the route is one whose success has its own shape (`bareSuccess`).
 * A success that is not JSON (a file, a stream, a redirect) is allowed. A route a person's browser
 * opens from another site (`htmlPages`: the LTI login and launch) may refuse with a 4xx HTML page.
 */
export function complaintAbout(answer: Answer, { bareSuccess = false, htmlPages = false } = {}): string | null {
  if (answer.http >= 500) return `${answer.http} ${answer.text.slice(0, 200)}`;
  if (htmlPages && answer.http >= 400 && answer.contentType.startsWith('text/html')) return null;
  if (!answer.contentType.includes('application/json')) {
    const success = answer.http >= 200 && answer.http < 400;
    return success ? null : `${answer.http} without the envelope (${answer.contentType || 'no content type'})`;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `${answer.http} with malformed JSON`;
  }
  const envelope = body as { status?: unknown; code?: unknown; message?: unknown };
  const isEnvelope =
    typeof body === 'object' &&
    body !== null &&
    typeof envelope.status === 'number' &&
    typeof envelope.code === 'number' &&
    typeof envelope.message === 'string' &&
    'result' in body;
  if (!isEnvelope && bareSuccess && answer.http < 300) return null;
  if (!isEnvelope) return `${answer.http} with a body that is not the envelope: ${answer.text.slice(0, 200)}`;
  if (envelope.status !== answer.http) return `${answer.http} with envelope status ${String(envelope.status)}`;
  return null;
}

/** Runs tasks with at most `limit` in flight. */
export async function inBatches<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
