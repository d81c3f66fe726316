import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR } from '../../src/schemas/error-codes';
import { ApiError } from '../../src/services/http/api-error';
import { serverProblem } from '../../src/ui/admin/server-problem';
import { loadCatalogue } from '../../src/ui/i18n/translate';
import { translatorOf } from '../support/translator';

/** What an admin form shows for a refused write (src/ui/admin/server-problem.ts), in each language. */
const tOf = translatorOf;

const failure = (kind: keyof typeof ERROR, message: string, result: unknown = null) =>
  new ApiError('response', message, {
    status: ERROR[kind].status,
    code: ERROR[kind].code,
    serverMessage: message,
    body: { status: ERROR[kind].status, code: ERROR[kind].code, message, result },
  });

beforeAll(async () => {
  await loadCatalogue('en');
  await loadCatalogue('zh');
});

describe('serverProblem', () => {
  const taken = failure('conflict', 'body.campName: another campus is already named North', {
    reason: 'campusNameTaken',
    values: { name: 'North' },
  });

  it('words a refusal with its values in the page language, never the server English', () => {
    expect(serverProblem(tOf('en'), taken, 'fallback')).toBe('Another campus is already named “North”.');
    expect(serverProblem(tOf('zh'), taken, 'fallback')).toBe('已有名为“North”的校区。');
  });

  it('without a reason: the kind sentence, never the server words that name the field', () => {
    const bad = failure('badRequest', 'body.teclName: Too big: expected string to have <=50 characters');
    expect(serverProblem(tOf('zh'), bad, 'fallback')).toBe('提交的部分内容未被接受，请检查后重试。');
    expect(serverProblem(tOf('zh'), failure('notFound', 'no class 42'), 'fallback')).toBe('内容已不存在，可能已被删除。');
  });

  it('a reason this version does not know falls back to the kind sentence', () => {
    const newer = failure('conflict', 'a newer rule', { reason: 'somethingNew', values: {} });
    expect(serverProblem(tOf('en'), newer, 'fallback')).toBe('Someone else changed this at the same time. Please reload and try again.');
  });

  it('no answer: the fallback', () => {
    expect(serverProblem(tOf('en'), new ApiError('network', 'Failed to fetch'), 'fallback')).toBe('fallback');
    expect(serverProblem(tOf('en'), new Error('boom'), 'fallback')).toBe('fallback');
  });
});
