import type { Worker } from 'node:worker_threads';
import { ACCOUNT_MESSAGES } from '../../shared/messages/account-messages.ts';
import { badRequest } from '../http/http-errors.ts';
import { startWorker } from '../lib/start-worker.ts';
import type { PersonalWords } from './password-strength.ts';
import type { StrengthRequest, StrengthResponse } from './password-strength-worker.ts';

/** An idle worker exits after this long, handing back the dictionaries' memory (~40 MB). */
const IDLE_EXIT_MS = 60_000;

type Waiting = { resolve: (guessable: boolean) => void; reject: (error: Error) => void };

/**
 * The guessability rule (password-strength.ts) on a worker thread of its own: building the
 * estimator's dictionaries takes ~0.3 s (longer on a busy machine) and a check up to ~50 ms,
 * which on the event loop would hold up every other request (and trip the overload guard).
 * Started on the first check, it exits after a minute without one.
 */
export function createPasswordChecker() {
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  const pending = new Map<number, Waiting>();

  function fail(error: Error): void {
    worker = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  }

  function start(): Worker {
    const thread = startWorker(import.meta.url, 'password-strength-worker', null);
    thread.on('message', (response: StrengthResponse) => {
      const waiting = pending.get(response.id);
      pending.delete(response.id);
      if ('error' in response) waiting?.reject(new Error(response.error));
      else waiting?.resolve(response.guessable);
      if (pending.size === 0) idle();
    });
    thread.on('error', (error) => {
      if (worker === thread) fail(error);
    });
    thread.on('exit', (code) => {
      if (worker === thread) fail(new Error(`password strength thread exited with ${code}`));
    });
    return thread;
  }

  /** Nothing to answer: the thread no longer keeps the process alive, and goes after a while. */
  function idle(): void {
    worker?.unref();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      const thread = worker;
      worker = undefined;
      void thread?.terminate();
    }, IDLE_EXIT_MS);
    idleTimer.unref();
  }

  function isGuessable(password: string, words: PersonalWords): Promise<boolean> {
    clearTimeout(idleTimer);
    const thread = (worker ??= start());
    thread.ref();
    const id = nextId++;
    return new Promise<boolean>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      const request: StrengthRequest = { id, password, words };
      thread.postMessage(request);
    });
  }

  return {
    isGuessable,
    /** 400 with the account message when the password is guessable. */
    async assertHardToGuess(password: string, words: PersonalWords): Promise<void> {
      if (await isGuessable(password, words)) throw badRequest(ACCOUNT_MESSAGES.guessablePassword);
    },
    async close(): Promise<void> {
      clearTimeout(idleTimer);
      const thread = worker;
      fail(new Error('The password checker is closed'));
      await thread?.terminate();
    },
  };
}

export type PasswordChecker = ReturnType<typeof createPasswordChecker>;
