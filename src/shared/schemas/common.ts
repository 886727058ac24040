import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { isOneLine } from '../rules/one-line.js';

export const languageSchema = z.enum(LANGUAGES);

/** Ids are PostgreSQL `integer` (serial) columns: a larger number can name no row. */
export const MAX_ROW_ID = 2_147_483_647;
/**
 * A row id in a JSON body. The upper bound keeps an out-of-range number a 400 instead of a
 * database error; every id a request carries goes through this schema or the one below.
 */
export const rowIdSchema = z.number().int().positive().max(MAX_ROW_ID);
/** A row id in a path or query string, where it arrives as text. */
export const rowIdTextSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
/** A numeric id in a path: a positive integer that fits the id column. */
export const idParamSchema = z.object({ id: rowIdTextSchema });
export const messageResponseSchema = z.object({ message: z.string() });
export const errorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});

/** The key of the one-line rule's text, in the server's catalogs and the client's namespaces. */
export const ONE_LINE_ERROR = 'validation.oneLine';

/**
 * A one-line text a person reads (a name, a firm, a licence number, a title): refused, naming the
 * field, when it holds a line break or a control character. Every such field is declared with it,
 * so forms and server agree; put it after trim(), so space around the text is only trimmed.
 */
export function oneLine(text: z.ZodString): z.ZodString {
  return text.refine(isOneLine, { error: ONE_LINE_ERROR });
}
