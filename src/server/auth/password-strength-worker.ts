import { parentPort } from 'node:worker_threads';
import { isGuessablePassword, type PersonalWords } from './password-strength.ts';

export type StrengthRequest = { id: number; password: string; words: PersonalWords };
export type StrengthResponse = { id: number; guessable: boolean } | { id: number; error: string };

// The estimator's dictionaries are built here, on the first request, off the server's event loop.
parentPort!.on('message', (request: StrengthRequest) => {
  let response: StrengthResponse;
  try {
    response = { id: request.id, guessable: isGuessablePassword(request.password, request.words) };
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(response);
});
