import { expect, test, vi } from 'vitest';
import { singleFlight } from './single-flight';
import { deferred } from './testing/deferred';

test('[HTTP-03] overlapping calls share one run; a call after it settled starts a new one', async () => {
  const gate = deferred<string>();
  const task = vi.fn(() => gate.promise);
  const shared = singleFlight(task);
  const first = shared();
  const second = shared();
  gate.resolve('t');
  await expect(Promise.all([first, second])).resolves.toEqual(['t', 't']);
  expect(task).toHaveBeenCalledTimes(1);
  task.mockResolvedValueOnce('u');
  await expect(shared()).resolves.toBe('u');
  expect(task).toHaveBeenCalledTimes(2);
});

test('[HTTP-03] a failed run is shared as a rejection and not cached', async () => {
  const task = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
  const shared = singleFlight(task);
  await expect(Promise.all([shared(), shared()])).rejects.toThrow('down');
  expect(task).toHaveBeenCalledTimes(1);
  await expect(shared()).resolves.toBe('ok');
});
