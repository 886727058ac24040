import type { Env } from '../../env.js';
import { createConsoleSms } from './console.js';
import { createTwilioSms } from './twilio.js';
import type { SmsSender } from './types.js';

/** Twilio's REST API when an account, token and sending number are configured, else the console. */
export function createSmsSender(env: Env): SmsSender {
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM_NUMBER) {
    return createTwilioSms({
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      fromNumber: env.TWILIO_FROM_NUMBER,
      baseUrl: env.TWILIO_API_BASE_URL,
    });
  }
  return createConsoleSms(env.NODE_ENV === 'test' ? () => {} : console.info);
}

export type { SmsSender } from './types.js';
