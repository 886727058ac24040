export interface SentSms {
  /** The provider's message id (Twilio SM…), or a local id for the console transport. */
  sid: string;
}

/**
 * Sends one text; a refused or failed send throws an Error naming the provider's answer (a
 * SendFailure marked permanent when trying again cannot help).
 */
export interface SmsSender {
  readonly name: 'console' | 'twilio';
  send(to: string, body: string): Promise<SentSms>;
  /**
   * Told when a text was queued for this transport, so the delivery worker starts at once
   * (set by integrationsFor; a bare transport leaves queued texts to the worker's next round).
   */
  wake?(): void;
}
