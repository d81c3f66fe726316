import { afterEach, expect, it, vi } from 'vitest';
import { PAGE_LEAVE_GRACE_MS } from '../../src/constants';
import { ApiError } from '../../src/services/http/api-error';
import { resetPageLeaving, rethrowUnlessLeaving, watchPageLeaving } from '../../src/services/page-leaving';

afterEach(() => resetPageLeaving());

const networkFailure = () => new ApiError('network', 'Failed to fetch');

it('rethrows a failure at once while the page stays', async () => {
  const wait = vi.fn(() => Promise.resolve());
  const failure = networkFailure();
  await expect(rethrowUnlessLeaving(failure, wait)).rejects.toBe(failure);
  expect(wait).not.toHaveBeenCalled();
});

it.each(['beforeunload', 'pagehide'])('holds back a network failure for the grace period after %s', async (eventName) => {
  const page = new EventTarget();
  watchPageLeaving(page);
  page.dispatchEvent(new Event(eventName));
  const wait = vi.fn(() => Promise.resolve());
  const failure = networkFailure();
  await expect(rethrowUnlessLeaving(failure, wait)).rejects.toBe(failure);
  expect(wait).toHaveBeenCalledWith(PAGE_LEAVE_GRACE_MS);
});

it('never holds back what the server answered, even while leaving', async () => {
  const page = new EventTarget();
  watchPageLeaving(page);
  page.dispatchEvent(new Event('beforeunload'));
  const wait = vi.fn(() => Promise.resolve());
  const refused = new ApiError('response', 'no permission', { status: 403 });
  await expect(rethrowUnlessLeaving(refused, wait)).rejects.toBe(refused);
  expect(wait).not.toHaveBeenCalled();
});

it('a page that stayed after a cancelled unload treats the next failure as real', async () => {
  const page = new EventTarget();
  watchPageLeaving(page);
  page.dispatchEvent(new Event('beforeunload'));
  const wait = vi.fn(() => Promise.resolve());
  await expect(rethrowUnlessLeaving(networkFailure(), wait)).rejects.toBeInstanceOf(ApiError);
  await expect(rethrowUnlessLeaving(networkFailure(), wait)).rejects.toBeInstanceOf(ApiError);
  expect(wait).toHaveBeenCalledTimes(1);
});
