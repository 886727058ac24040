import { z } from 'zod';
import { LANGUAGES } from '../constants.js';

export const languageSchema = z.enum(LANGUAGES);
/** A numeric id in a path: a positive integer. */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
export const messageResponseSchema = z.object({ message: z.string() });
export const errorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
