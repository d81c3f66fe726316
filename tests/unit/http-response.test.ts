import { describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_SUPPRESS_MS } from '../../src/constants';
import { ApiError } from '../../src/services/http/api-error';
import { createApiClient } from '../../src/services/http/client';
import { createErrorToastGate } from '../../src/services/http/error-toast-gate';
import { decideResponse } from '../../src/services/http/handle-response';
import { defaultHttpHooks, type ApiLogEntry } from '../../src/services/http/http-hooks';

// The response rules of SPEC §8, one test per rule.

const call = { url: 'http://api.test/v1/list/orgas' };

describe('response handling (SPEC §8)', () => {
  it('(a) a body that is not an object with a numeric status passes through as is', () => {
    const bodies: unknown[] = ['plain text', '', [1, 2], { data: 1 }, { status: '200', result: 1 }, null, 42];
    for (const body of bodies) {
      expect(decideResponse(body, call)).toEqual({ kind: 'resolve', value: body, toast: null });
    }
  });

  it('(b) status 200 resolves with result, or the whole body when result is null or missing', () => {
    expect(decideResponse({ status: 200, code: 0, message: 'ok', result: { id: 1 } }, call)).toEqual({
      kind: 'resolve',
      value: { id: 1 },
      toast: null,
    });
    expect(decideResponse({ status: 200, code: 0, message: 'ok', result: 0 }, call)).toMatchObject({ value: 0 });
    const withNull = { status: 200, code: 0, message: 'ok', result: null };
    expect(decideResponse(withNull, call)).toMatchObject({ kind: 'resolve', value: withNull });
    const withoutResult = { status: 200, code: 0, message: 'ok' };
    expect(decideResponse(withoutResult, call)).toMatchObject({ kind: 'resolve', value: withoutResult });
  });

  it('(c) an invalid token triggers the refresh flow, except on logout calls', () => {
    const signals = [
      { status: 10013, code: -1, message: 'x' },
      { status: 10014, code: -1, message: 'x' },
      { status: 401, code: 0, message: 'x' },
      { status: 400, code: 401, message: 'x' },
      { status: 400, code: -1, message: 'Invalid token' },
      { status: 400, code: -1, message: 'token已过期' },
      { status: 400, code: -1, message: 'JWT签名与本地计算的签名不匹配' },
    ];
    for (const body of signals) {
      expect(decideResponse(body, call), JSON.stringify(body)).toEqual({ kind: 'invalidToken' });
      expect(decideResponse(body, { ...call, isLogout: true }).kind).toBe('reject');
      expect(decideResponse(body, { url: 'http://api.test/rbac/access_token/logout' }).kind).toBe('reject');
    }
    const lookalikes = [
      { status: 10013, code: 0, message: 'x' },
      { status: 400, code: -1, message: 'something else' },
      { status: 400, code: 0, message: 'Invalid token' },
    ];
    for (const body of lookalikes) expect(decideResponse(body, call).kind, JSON.stringify(body)).toBe('reject');
  });

  it('(d) other failures show the server message as an error toast unless noMessage', () => {
    const body = { status: 400, code: 40010, message: 'wrong username or password' };
    expect(decideResponse(body, call)).toMatchObject({ kind: 'reject', toast: 'wrong username or password' });
    expect(decideResponse(body, { ...call, noMessage: true })).toMatchObject({ kind: 'reject', toast: null });
    expect(decideResponse({ status: 500, code: 50000, message: '' }, call)).toMatchObject({ toast: null });
  });

  it('(e) statuses 20005 and 501 resolve with result or body instead of rejecting', () => {
    expect(decideResponse({ status: 20005, code: 1, message: 'busy', result: { a: 1 } }, call)).toEqual({
      kind: 'resolve',
      value: { a: 1 },
      toast: 'busy',
    });
    const noResult = { status: 501, code: 1, message: 'not implemented' };
    expect(decideResponse(noResult, { ...call, noMessage: true })).toEqual({ kind: 'resolve', value: noResult, toast: null });
  });

  it('(f) otherwise the call rejects with an ApiError, or resolves with the body when resolveAlways', () => {
    const body = { status: 403, code: 40300, message: 'no permission' };
    const decision = decideResponse(body, call);
    if (decision.kind !== 'reject') throw new Error(`expected a rejection, got ${decision.kind}`);
    expect(decision.error).toBeInstanceOf(ApiError);
    expect(decision.error).toMatchObject({
      kind: 'response',
      status: 403,
      code: 40300,
      message: 'no permission',
      serverMessage: 'no permission',
      body,
    });
    expect(decideResponse(body, { ...call, resolveAlways: true })).toEqual({ kind: 'resolve', value: body, toast: 'no permission' });
  });

  it('(g) network errors reject with kind network, and failed calls reach onApiLog', async () => {
    let clock = 1_000;
    const logs: ApiLogEntry[] = [];
    const fetchStub = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementationOnce(async () => {
        clock += 25;
        return Response.json({ status: 403, code: 40300, message: 'no permission' }, { status: 403 });
      });
    const client = createApiClient({
      baseUrl: 'http://api.test',
      timeoutMs: 5_000,
      withCredentials: false,
      sendTenantHeader: false,
      getToken: () => null,
      getTenantId: () => null,
      getHooks: () => ({ ...defaultHttpHooks, onApiLog: (entry) => logs.push(entry) }),
      toastGate: createErrorToastGate(),
      now: () => clock,
      fetch: fetchStub,
    });

    const network = await client.request('/v1/list/orgas', { searchParams: { a: 1 } }).catch((error: unknown) => error);
    expect(network).toBeInstanceOf(ApiError);
    expect(network).toMatchObject({ kind: 'network', message: 'Failed to fetch' });
    await expect(client.request('/v1/access')).rejects.toMatchObject({ kind: 'response', status: 403 });

    expect(logs).toEqual([
      {
        url: 'http://api.test/v1/list/orgas',
        method: 'GET',
        spendTime: 0,
        status: undefined,
        code: undefined,
        message: 'Failed to fetch',
        request: { searchParams: { a: 1 } },
      },
      {
        url: 'http://api.test/v1/access',
        method: 'GET',
        spendTime: 25,
        status: 403,
        code: 40300,
        message: 'no permission',
        request: { searchParams: undefined },
      },
    ]);
  });

  it('(h) only one error toast shows per 3 seconds', () => {
    let clock = 0;
    const gate = createErrorToastGate(() => clock);
    expect(gate.allow()).toBe(true);
    clock = ERROR_TOAST_SUPPRESS_MS - 1;
    expect(gate.allow()).toBe(false);
    clock = ERROR_TOAST_SUPPRESS_MS;
    expect(gate.allow()).toBe(true);
    clock += 10;
    expect(gate.allow()).toBe(false);
  });
});
