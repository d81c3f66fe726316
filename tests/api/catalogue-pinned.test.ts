import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessClaims } from '../../server/auth/token-signer';
import { academicTerms } from '../../server/db/schema';
import {
  courseSearchQuerySchema,
  lessonSchema,
  liveListQuerySchema,
  searchRecordSchema,
  vodGroupQuerySchema,
  vodGroupSchema,
} from '../../src/schemas/catalogue';
import { pagedResultSchema } from '../../src/schemas/envelope';
import { oracleLive, oracleRecorded, oracleSearch } from '../support/catalogue-oracle';
import { signedInServer } from '../support/signed-in-server';
import { DEMO, call } from '../support/api-client';

/**
 * The rewritten search and lists (issue 19) answer exactly what the queries before the rewrite
 * answer (tests/support/catalogue-oracle): the same records in the same order, the same totals,
 * on pages 1 and 2 and past the end, with filters, orders and several callers. Each call is also
 * made twice, so an answer served from the caches is checked as well.
 */
const NAMES = ['admin', 'student01', 'teacher01'] as const;
const signedIn = signedInServer(NAMES);
const claimsOf = (name: (typeof NAMES)[number]): AccessClaims =>
  JSON.parse(Buffer.from(signedIn.tokens[name]!.split('.')[1]!, 'base64url').toString()) as AccessClaims;

type Case = { path: string; query: Record<string, string> };
const pages = (base: Record<string, string>, size = '5'): Record<string, string>[] =>
  ['1', '2', '40'].map((index) => ({ ...base, 'page.pageIndex': index, 'page.pageSize': size }));

async function expectSame(
  name: (typeof NAMES)[number],
  { path, query }: Case,
  oracle: () => Promise<unknown>,
  schema: typeof lessonSchema | typeof searchRecordSchema | typeof vodGroupSchema,
) {
  const parse = (body: unknown) => pagedResultSchema(schema as typeof lessonSchema).parse(JSON.parse(JSON.stringify(body)));
  const expected = parse(await oracle());
  for (let round = 0; round < 2; round++) {
    const answer = await call(signedIn.server.url, `${path}?${new URLSearchParams(query)}`, { token: signedIn.tokens[name] });
    expect(answer.http, JSON.stringify(answer.body)).toBe(200);
    expect(parse(answer.body.result), `${name} ${path} ${JSON.stringify(query)} round ${round}`).toEqual(expected);
  }
}

let weekWindow: Record<string, string>;
let currentTerm: string;
beforeAll(async () => {
  const now = signedIn.server.seededAt.getTime();
  weekWindow = { courBeginTime: String(now - 7 * 86_400_000), courEndTime: String(now + 8 * 86_400_000) };
  const [term] = await signedIn.server.database.db.select().from(academicTerms).where(eq(academicTerms.isCurrent, true));
  currentTerm = term!.id;
});

describe('search answers as before the rewrite', () => {
  const KEYWORDS = ['线性代数', 'Mathematics', 'liwei', 'A101', 'Class', 'Linaer Algebra', 'xxds', 'MATH1002'];
  for (const name of NAMES)
    it(`for ${name}: every keyword, both states, both orders, pages 1, 2 and past the end`, async () => {
      for (const unionName of KEYWORDS)
        for (const courStatus of ['0', '1'])
          for (const asc of ['true', 'false'])
            for (const query of pages({ unionName, courStatus, 'page.orders[0].field': 'courBeginTime', 'page.orders[0].asc': asc })) {
              const now = signedIn.server.clock.now;
              await expectSame(
                name,
                { path: '/v1/course/search', query },
                () => oracleSearch(signedIn.server.database.db, claimsOf(name), courseSearchQuerySchema.parse(query), now),
                searchRecordSchema,
              );
            }
    });
});

describe('the live list answers as before the rewrite', () => {
  const variants = (): Record<string, string>[] => [
    { liveDay: '0', 'page.orders[0].field': 'courBeginTime', 'page.orders[0].asc': 'true' },
    { liveDay: '0', 'page.orders[0].field': 'hot' },
    { liveDay: '1' },
    { liveDay: '-1', 'page.orders[0].field': 'courBeginTime', 'page.orders[0].asc': 'false' },
    { ...weekWindow },
    { ...weekWindow, 'page.orders[0].field': 'hot', 'page.orders[1].field': 'courBeginTime', 'page.orders[1].asc': 'false' },
    { ...weekWindow, courName: '线性代数' },
    { ...weekWindow, courName: 'xxds', 'page.orders[0].field': 'hot', 'page.orders[0].asc': 'true' },
    { ...weekWindow, teacName: 'liwei' },
    { ...weekWindow, clroName: 'A1' },
    { ...weekWindow, orgaChecked: 'orga-1-0001,orga-1-0003' },
    { ...weekWindow, tagsChecked: 'tag-1-lab' },
  ];
  for (const name of NAMES)
    it(`for ${name}: days, windows, orders and filters, pages 1, 2 and past the end`, async () => {
      for (const variant of variants())
        for (const query of pages(variant, '7')) {
          const now = signedIn.server.clock.now;
          await expectSame(
            name,
            { path: '/v1/vod_live/t-1', query },
            () => oracleLive(signedIn.server.database.db, claimsOf(name), liveListQuerySchema.parse(query), now),
            lessonSchema,
          );
        }
    });
});

describe('the recorded list answers as before the rewrite', () => {
  const variants = (): Record<string, string>[] => [
    {},
    { 'page.orders[0].field': 'hot', 'page.orders[0].asc': 'false', 'page.orders[1].field': 'time', 'page.orders[1].asc': 'false' },
    { 'page.orders[0].field': 'time', 'page.orders[0].asc': 'true' },
    { 'page.orders[0].field': 'hot', 'page.orders[0].asc': 'true' },
    { courName: 'Linear Algebra' },
    { orgaChecked: 'orga-1-0001' },
    { tagsChecked: 'tag-1-ai-transcript' },
    { acteId: currentTerm },
  ];
  for (const name of NAMES)
    it(`for ${name}: orders and filters, pages 1, 2 and past the end`, async () => {
      for (const variant of variants())
        for (const query of pages(variant, '4'))
          await expectSame(
            name,
            { path: '/v1/group_subject_vod_list/t-1', query },
            () => oracleRecorded(signedIn.server.database.db, claimsOf(name), vodGroupQuerySchema.parse(query)),
            vodGroupSchema,
          );
    });
});

it('covers callers with different views', () => {
  expect(Object.keys(DEMO)).toEqual(expect.arrayContaining([...NAMES]));
});
