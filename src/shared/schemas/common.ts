import { z } from 'zod';
import { LANGUAGES } from '../constants.js';

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
