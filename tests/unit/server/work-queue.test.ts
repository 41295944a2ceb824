import { describe, expect, it } from 'vitest';
import { createWorkQueue } from '../../../src/server/images/work-queue.ts';

/** A task the test finishes by hand, recording when it started. */
function manualTask(started: number[], id: number) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: async () => (started.push(id), await done, id), finish };
}

describe('createWorkQueue', () => {
  it('runs at most `concurrency` tasks at once and starts the others in arrival order', async () => {
    const queue = createWorkQueue(2);
    const started: number[] = [];
    const tasks = [0, 1, 2, 3].map((id) => manualTask(started, id));
    const results = tasks.map((task) => queue.run(task.run));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);

    tasks[1]!.finish();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect([queue.running, queue.waiting]).toEqual([2, 1]);

    tasks[0]!.finish();
    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('frees the place of a task that fails', async () => {
    const queue = createWorkQueue(1);
    await expect(queue.run(async () => Promise.reject(new Error('bad photo')))).rejects.toThrow('bad photo');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.running).toBe(0);
  });

  it('refuses a concurrency below 1', () => {
    expect(() => createWorkQueue(0)).toThrow();
  });
});
