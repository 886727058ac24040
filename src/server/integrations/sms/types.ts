export interface SentSms {
  /** The provider's message id (Twilio SM…), or a local id for the console transport. */
  sid: string;
}

/** Sends one text; a refused or failed send throws an Error naming the provider's answer. */
export interface SmsSender {
  readonly name: 'console' | 'twilio';
  send(to: string, body: string): Promise<SentSms>;
}
