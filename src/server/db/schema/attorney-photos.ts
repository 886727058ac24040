import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/** Raw bytes: PGlite hands back a Uint8Array and pg a Buffer; both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An attorney's profile picture, kept in the database so every process serves the same one from
 * our own origin. The type is the one sniffed from the bytes, never the one the upload claimed.
 */
export const attorneyPhotos = pgTable('attorney_photos', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
  bytes: bytea('bytes').notNull(),
  /** SHA-256 of the bytes (hex, first 32 characters): the ETag and the version in the photo's address. */
  etag: text('etag').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
