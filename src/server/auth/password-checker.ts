import type { Worker } from 'node:worker_threads';
import { ACCOUNT_MESSAGES } from '../../shared/messages/account-messages.ts';
import { badRequest } from '../http/http-errors.ts';
import { startWorker } from '../lib/start-worker.ts';
import type { PersonalWords } from './password-strength.ts';
import type { StrengthRequest, StrengthResponse } from './password-strength-worker.ts';

/** An idle thread exits after this long, handing back the dictionaries' memory (~40 MB). */
const IDLE_EXIT_MS = 60_000;

type Waiting = { resolve: (guessable: boolean) => void; reject: (error: Error) => void };

/**
 * The guessability rule (password-strength.ts) runs on a worker thread: building the estimator's
 * dictionaries takes ~0.5 s (longer on a busy machine) and a check up to ~50 ms, which on the event
 * loop would hold up every other request (and trip the overload guard). The thread is the
 * process's, shared by every app in it, like libuv's pool: it starts on the first check, keeps
 * the process alive only while it has checks to answer, and exits after a minute without one.
 * (Each app had its own, started again by every app a test file made: 0.7 s of CPU a file.)
 */
let thread: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;
const pending = new Map<number, Waiting>();

function fail(failed: Worker, error: Error): void {
  if (thread !== failed) return;
  thread = undefined;
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
}

function start(): Worker {
  const started = startWorker(import.meta.url, 'password-strength-worker', null);
  started.on('message', (response: StrengthResponse) => {
    const waiting = pending.get(response.id);
    pending.delete(response.id);
    if ('error' in response) waiting?.reject(new Error(response.error));
    else waiting?.resolve(response.guessable);
    if (pending.size === 0) idle(started);
  });
  started.on('error', (error) => fail(started, error));
  started.on('exit', (code) => fail(started, new Error(`password strength thread exited with ${code}`)));
  return started;
}

/** Nothing to answer: the thread no longer keeps the process alive, and goes after a while. */
function idle(idleThread: Worker): void {
  idleThread.unref();
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (thread !== idleThread || pending.size > 0) return;
    thread = undefined;
    void idleThread.terminate();
  }, IDLE_EXIT_MS);
  idleTimer.unref();
}

function isGuessable(password: string, words: PersonalWords): Promise<boolean> {
  clearTimeout(idleTimer);
  const current = (thread ??= start());
  current.ref();
  const id = nextId++;
  return new Promise<boolean>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const request: StrengthRequest = { id, password, words };
    current.postMessage(request);
  });
}

/** The checks an app makes: on the process's thread, so there is nothing for the app to close. */
export function createPasswordChecker() {
  return {
    isGuessable,
    /** 400 with the account message when the password is guessable. */
    async assertHardToGuess(password: string, words: PersonalWords): Promise<void> {
      if (await isGuessable(password, words)) throw badRequest(ACCOUNT_MESSAGES.guessablePassword);
    },
  };
}

export type PasswordChecker = ReturnType<typeof createPasswordChecker>;
