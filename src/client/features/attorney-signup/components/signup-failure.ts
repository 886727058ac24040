import { ApiError } from '../../../lib/api-client';

export interface SignupFailure {
  /** A form field the server refused, with its words for why (the "field: " prefix dropped). */
  field: { name: string; message: string } | null;
  /** What the failure toast says: the server's words, or a text key when it gave none. */
  description: { text: string } | { key: 'toasts.network' | 'toasts.failedDefault' };
}

/**
 * How a failed registration is shown. No answer at all is a network problem; an answer that
 * names one of the form's fields puts the server's reason under that field too.
 */
export function signupFailure(error: unknown, fields: readonly string[]): SignupFailure {
  if (!(error instanceof ApiError)) return { field: null, description: { key: 'toasts.network' } };
  const serverText = error.serverMessage;
  const field =
    error.field && fields.includes(error.field) && serverText
      ? { name: error.field, message: serverText.replace(/^[\w.]+: /, '') }
      : null;
  return { field, description: serverText ? { text: serverText } : { key: 'toasts.failedDefault' } };
}
