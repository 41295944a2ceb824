import { describe, expect, it } from 'vitest';
import { isReplicaFailure } from '../../../src/server/db/replicas/replica.ts';

describe('isReplicaFailure: the replica failed, not the query (the read is retried on the primary)', () => {
  it('takes the replica going away, in each form pg reports it', () => {
    for (const error of [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Client was closed and is not queryable'),
    ])
      expect(isReplicaFailure(error)).toBe(true);
  });

  it('passes on an error of the query itself', () => {
    expect(isReplicaFailure(Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' }))).toBe(false);
    expect(isReplicaFailure(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
  });
});
