import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PROFILE_PICTURE } from '../../../shared/directory.js';
import { AppError } from '../../../shared/errors.js';
import { photoPath } from '../../../shared/schemas/directory.js';
import type { Db } from '../../db/open.js';
import { attorneyPhotos, attorneyProfiles, users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/types.js';
import { publish } from '../live/live.service.js';
import { listedAttorney } from './directory.service.js';

export async function setLiveStatus(db: Db, userId: number, liveNow: boolean): Promise<boolean> {
  const [row] = await db
    .update(attorneyProfiles)
    .set({ liveNow })
    .where(eq(attorneyProfiles.userId, userId))
    .returning({ liveNow: attorneyProfiles.liveNow });
  if (!row) throw new AppError('NOT_FOUND');
  await publish(db, 'live-count', 'count');
  return row.liveNow;
}

type ImageType = (typeof PROFILE_PICTURE.types)[number];

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The image type the bytes themselves announce (PNG, JPEG, WebP), whatever the upload claimed. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF, four bytes of length, then WEBP.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Stores the picture (replacing any earlier one) and points the profile at our own address of it. */
export async function savePicture(db: Db, userId: number, bytes: Buffer): Promise<string> {
  if (bytes.length > PROFILE_PICTURE.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError('UNSUPPORTED_IMAGE', undefined, 'picture');
  const etag = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const url = photoPath(userId, etag);
  await db.transaction(async (tx) => {
    await tx
      .insert(attorneyPhotos)
      .values({ userId, contentType, bytes, etag })
      .onConflictDoUpdate({
        target: attorneyPhotos.userId,
        set: { contentType, bytes, etag, updatedAt: new Date() },
      });
    await tx.update(users).set({ profileImageUrl: url }).where(eq(users.id, userId));
  });
  return url;
}

/** Back to the initials avatar. */
export async function removePicture(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(attorneyPhotos).where(eq(attorneyPhotos.userId, userId));
    await tx.update(users).set({ profileImageUrl: null }).where(eq(users.id, userId));
  });
}

/**
 * A picture a signed-in person may see: an approved attorney's, or their own whatever their
 * status. Anything else is not found.
 */
export async function findVisiblePicture(db: Db, viewer: UserRow, attorneyId: number) {
  const own = viewer.id === attorneyId;
  const [row] = await db
    .select({
      contentType: attorneyPhotos.contentType,
      bytes: attorneyPhotos.bytes,
      etag: attorneyPhotos.etag,
    })
    .from(attorneyPhotos)
    .innerJoin(users, eq(users.id, attorneyPhotos.userId))
    .innerJoin(attorneyProfiles, eq(attorneyProfiles.userId, attorneyPhotos.userId))
    .where(and(eq(attorneyPhotos.userId, attorneyId), own ? sql`true` : listedAttorney));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
