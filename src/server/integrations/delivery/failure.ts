/**
 * A transport's failure, told apart for the delivery worker: a permanent one (a refused recipient,
 * an invalid number) is not tried again; anything else is retried with backoff.
 */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SendFailure';
  }
}

export const isPermanent = (err: unknown): boolean => err instanceof SendFailure && err.permanent;

/** The failure's text for the outbox row: the provider's answer, never long. */
export const failureText = (err: unknown): string =>
  err instanceof Error ? err.message.slice(0, 500) : 'send failed';
