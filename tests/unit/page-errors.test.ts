import { describe, expect, it } from 'vitest';
import { ERROR_LEVEL, ERROR_REPORT_LEVEL_DEFAULT } from '../../src/constants';
import type { ClientErrorBody } from '../../src/schemas/client-errors';
import { pageOf, watchPageErrors } from '../../src/services/log/page-errors';

/** A window stand-in: the error events a page raises. */
function fakeWindow(href: string) {
  const target = new EventTarget();
  return Object.assign(target, { location: { href } }) as unknown as Window & EventTarget;
}

const raise = (target: EventTarget, error: unknown) =>
  target.dispatchEvent(Object.assign(new Event('error'), { error, message: String(error) }));
const reject = (target: EventTarget, reason: unknown) => target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));

describe('page errors (SPEC §9 error-reporting level)', () => {
  it('always keeps them in the client log, and with the default level 999999 sends none', () => {
    const page = fakeWindow('http://campus.example/#/home');
    const logged: ClientErrorBody[] = [];
    const sent: ClientErrorBody[] = [];
    watchPageErrors(page, { reportLevel: ERROR_REPORT_LEVEL_DEFAULT, log: (r) => logged.push(r), send: (r) => sent.push(r) });
    raise(page, new TypeError('x is undefined'));
    reject(page, new Error('request failed'));
    expect(logged.map((r) => r.message)).toEqual(['TypeError: x is undefined', 'Error: request failed']);
    expect(sent).toEqual([]);
  });

  it('sends errors to the server once the level allows errors', () => {
    const page = fakeWindow('http://campus.example/#/list-live?day=0');
    const sent: ClientErrorBody[] = [];
    const stop = watchPageErrors(page, { reportLevel: ERROR_LEVEL.error, log: () => {}, send: (r) => sent.push(r) });
    raise(page, new RangeError('bad index'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ level: ERROR_LEVEL.error, message: 'RangeError: bad index', page: '#/list-live' });
    stop();
    raise(page, new Error('after stop'));
    expect(sent).toHaveLength(1);
  });

  it('never reports the query of the page, where a token may be', () => {
    expect(pageOf('http://campus.example/#/home?jwt_token=eyJabc')).toBe('#/home');
    expect(pageOf('http://campus.example/#/vod-share?token=secret')).toBe('#/vod-share');
    expect(pageOf('http://campus.example/')).toBe('/');
  });
});
