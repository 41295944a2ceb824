import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';

describe('upload settings', () => {
  it('default to one photo at work per CPU core, a worker that goes after 10 s idle, and 16 uploads in progress', () => {
    expect(loadConfig({}).uploads).toEqual({ imageConcurrency: os.availableParallelism(), imageWorkerIdleMs: 10_000, queueSize: 16 });
  });

  it('follow IMAGE_CONCURRENCY, IMAGE_WORKER_IDLE_MS and UPLOAD_QUEUE_SIZE', () => {
    expect(loadConfig({ IMAGE_CONCURRENCY: '3', IMAGE_WORKER_IDLE_MS: '500', UPLOAD_QUEUE_SIZE: '40' }).uploads).toEqual({
      imageConcurrency: 3,
      imageWorkerIdleMs: 500,
      queueSize: 40,
    });
  });

  it('refuse 0 or a non-number, naming the variable', () => {
    expect(() => loadConfig({ IMAGE_CONCURRENCY: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ UPLOAD_QUEUE_SIZE: 'lots' })).toThrow(/UPLOAD_QUEUE_SIZE/);
    expect(() => loadConfig({ IMAGE_WORKER_IDLE_MS: '0' })).toThrow(/IMAGE_WORKER_IDLE_MS/);
  });
});
