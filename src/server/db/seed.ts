import { sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/credentials.service.js';
import type { Db } from './open.js';
import { attorneyProfiles, users } from './schema/index.js';
import { seedDemoClientCases } from './seed-cases.js';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

/** Demo accounts for a first local run. Their passwords are printed, so never seed production. */
export const DEMO_LOGINS: DemoLogin[] = [
  { role: 'admin', email: 'admin@amparo.test', password: 'amparo-admin' },
  { role: 'attorney', email: 'attorney@amparo.test', password: 'amparo-attorney' },
  { role: 'user', email: 'client@amparo.test', password: 'amparo-client' },
];

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Demo accounts in an empty database when wanted (SEED_DEMO): 'created' the first time, 'present'
 * when the database already has accounts, 'off' when not wanted.
 */
export async function seedDemoWhenWanted(db: Db, wanted: boolean): Promise<'created' | 'present' | 'off'> {
  if (!wanted) return 'off';
  if (!(await isEmpty(db))) return 'present';
  await seedDemo(db);
  return 'created';
}

export async function seedDemo(db: Db): Promise<DemoLogin[]> {
  const [admin, attorney, client] = DEMO_LOGINS as [DemoLogin, DemoLogin, DemoLogin];
  const now = new Date();
  const [adminHash, attorneyHash, clientHash] = await Promise.all([
    hashPassword(admin.password),
    hashPassword(attorney.password),
    hashPassword(client.password),
  ]);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      email: admin.email,
      passwordHash: adminHash,
      firstName: 'Ana',
      lastName: 'Admin',
      role: 'admin',
      state: 'NM',
      phoneNumber: '+15055550100',
      californiaBarAiGuidanceAcknowledged: true,
      californiaBarAiGuidanceAcknowledgedAt: now,
    });
    const [lawyer] = await tx
      .insert(users)
      .values({
        email: attorney.email,
        passwordHash: attorneyHash,
        firstName: 'Lucía',
        lastName: 'Herrera',
        role: 'attorney',
        state: 'NM',
        phoneNumber: '+15055550101',
        californiaBarAiGuidanceAcknowledged: true,
        californiaBarAiGuidanceAcknowledgedAt: now,
      })
      .returning({ id: users.id });
    if (!lawyer) throw new Error('seed: attorney not created');
    await tx.insert(attorneyProfiles).values({
      userId: lawyer.id,
      status: 'approved',
      liveNow: true,
      available: true,
      specialties: ['Landlord/Tenant Law', 'Employment Law', 'Immigration Law'],
      rating: 4.9,
      experienceYears: 12,
      education: 'J.D., University of New Mexico School of Law',
      barAdmissions: ['New Mexico', 'Texas'],
      bio: 'Bilingual attorney helping tenants, workers and immigrant families in New Mexico and Texas for twelve years.',
      officeAddress: '500 Marquette Ave NW, Albuquerque, NM 87102',
      hourlyRateCents: 17500,
      licenseNumber: 'NM-204518',
      firmName: 'Herrera Law Office LLC',
      responseTime: '< 15 min',
      totalSessions: 86,
    });
    const [person] = await tx
      .insert(users)
      .values({
        email: client.email,
        passwordHash: clientHash,
        firstName: 'Carlos',
        lastName: 'Díaz',
        role: 'user',
        state: 'NM',
        phoneNumber: '+15055550102',
      })
      .returning({ id: users.id });
    if (!person) throw new Error('seed: client not created');
    await seedDemoClientCases(tx, person.id);
  });
  return DEMO_LOGINS;
}
