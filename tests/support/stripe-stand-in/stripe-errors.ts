/** An error answered as Stripe does: `{ error: { type, code?, message, param?, doc_url? } }` with its HTTP status. */
export class StripeApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly type: 'invalid_request_error' | 'api_error' | 'card_error' | 'idempotency_error' | 'authentication_error',
    message: string,
    public readonly code?: string,
    public readonly param?: string,
  ) {
    super(message);
  }

  toJSON() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code && { code: this.code, doc_url: `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, '-')}` }),
        ...(this.param && { param: this.param }),
      },
    };
  }
}

export const missingParam = (param: string) =>
  new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);

export const invalidParam = (param: string, message: string) =>
  new StripeApiError(400, 'invalid_request_error', message, 'parameter_invalid_integer', param);

export const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);
