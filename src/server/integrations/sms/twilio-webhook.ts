import { loadTwilio } from './twilio.js';

export type FormParams = Record<string, string | string[] | undefined>;

/**
 * True when X-Twilio-Signature was made with the auth token over the URL Twilio called and the
 * posted form, checked by the SDK the way Twilio documents it.
 */
export async function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: FormParams,
  header: string | undefined,
): Promise<boolean> {
  if (!header) return false;
  const twilio = await loadTwilio();
  return twilio.validateRequest(authToken, header, url, params);
}

/** XML 1.0 cannot carry most control characters at all, and the SDK's XML builder throws on them. */
function xmlSafe(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}

/** A TwiML answer: one reply text, or an empty Response when nothing is to be sent. */
export async function twiml(reply?: string | null): Promise<string> {
  const twilio = await loadTwilio();
  const response = new twilio.twiml.MessagingResponse();
  if (reply) response.message(xmlSafe(reply));
  return response.toString();
}
