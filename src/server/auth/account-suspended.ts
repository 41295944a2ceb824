import { accountSuspendedMessage } from '../../shared/messages/moderation-messages.ts';
import { HttpError } from '../http/http-errors.ts';

/** 403 `{ message, suspended: true }`: login and every signed-in call of a suspended account. */
export function accountSuspended(supportEmail: string): HttpError {
  return new HttpError(403, accountSuspendedMessage(supportEmail), { suspended: true });
}
