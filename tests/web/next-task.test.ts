import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@/domain/contract';
import { callApi } from '@/web/api/client';
import { nextTask } from '@/web/api/next-task';

const getThing = defineCall({
  method: 'GET',
  path: '/Things/{id}',
  params: z.object({ id: z.number() }),
  response: z.object({ name: z.string() }),
  auth: 'public',
});

afterEach(() => vi.unstubAllGlobals());

describe('nextTask', () => {
  it('resolves each waiter in a task of its own, in order, after the current task', async () => {
    const order: string[] = [];
    const waits = [1, 2, 3].map((n) =>
      nextTask().then(() => {
        order.push(`task ${n}`);
        // A microtask queued here runs before the next waiter's task: each waiter has a task to itself.
        queueMicrotask(() => order.push(`after ${n}`));
      }),
    );
    order.push('sync');
    await Promise.all(waits);
    await nextTask();
    expect(order).toEqual(['sync', 'task 1', 'after 1', 'task 2', 'after 2', 'task 3', 'after 3']);
  });
});

describe('callApi', () => {
  it('starts its fetch in a later task, not inside the render or event that asked for it', async () => {
    const fetchStub = vi.fn(async () => Response.json({ name: 'a' }));
    vi.stubGlobal('fetch', fetchStub);
    const call = callApi(getThing, { params: { id: 1 } });
    await Promise.resolve();
    await Promise.resolve();
    expect(fetchStub).not.toHaveBeenCalled();
    await expect(call).resolves.toEqual({ name: 'a' });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
