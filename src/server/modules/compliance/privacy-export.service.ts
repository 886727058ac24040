import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import type { PrivacyExport } from '../../../shared/schemas/compliance.js';
import type { Db } from '../../db/open.js';
import { attorneyProfiles } from '../../db/schema/index.js';
import type { UserRow } from '../../db/types.js';
import { message } from '../../lib/messages.js';
import { toUser } from '../auth/user.view.js';
import { listUserCases, toLegalCase } from '../cases/cases.service.js';
import { PERSONAL_RECORDS, personOf } from './personal-records.js';

/** Everything held about one person, for the right to know. Secrets (password and token hashes) are left out. */
export async function buildPrivacyExport(db: Db, user: UserRow, lang: Language): Promise<PrivacyExport> {
  const person = personOf(user);
  const [attorney] = await db.select().from(attorneyProfiles).where(eq(attorneyProfiles.userId, user.id));
  const cases = await listUserCases(db, user.id);
  const records: PrivacyExport['records'] = {};
  for (const source of PERSONAL_RECORDS) records[source.key] = await source.select(db, person);
  const { userId: _owner, ...attorneyProfile } = attorney ?? { userId: 0 };
  return {
    service: 'Amparo',
    formatVersion: 1,
    exportedAt: new Date().toISOString(),
    notice: message(lang, 'privacy.exportNotice'),
    profile: { ...toUser(user), zipcode: user.zipcode },
    attorneyProfile: attorney ? attorneyProfile : null,
    legalCases: cases.map((row) => ({ ...toLegalCase(row), withdrawnAt: row.withdrawnAt })),
    records,
  };
}

export function exportFileName(now = new Date()): string {
  return `amparo-my-data-${now.toISOString().slice(0, 10)}.json`;
}
