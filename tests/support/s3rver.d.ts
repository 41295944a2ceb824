/** The part of s3rver 3.7's programmatic API the tests use (the package ships no types). */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: Array<{ name: string }>;
  }

  /** The part of Koa's context a test's middleware uses. */
  export interface S3rverContext {
    method: string;
    /** `/{bucket}/{key}` (path-style requests). */
    path: string;
    status: number;
    type: string;
    body: unknown;
  }

  export type S3rverMiddleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;

  /** A Koa app: `middleware` is the stack `run()` composes (a test may put its own first). */
  export default class S3rver {
    constructor(options: S3rverOptions);
    middleware: S3rverMiddleware[];
    /** Set by `run()`. */
    httpServer?: import('node:http').Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
