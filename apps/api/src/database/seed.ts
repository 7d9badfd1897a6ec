import { Logger } from '@nestjs/common';
import { normalisePhone, type Role } from '@halimbawa/domain';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { hashPassword } from '../modules/auth/password-hasher';
import { seedCurrencies } from '../modules/currencies/currencies.seed';
import { MemberEntity } from '../modules/members/member.entity';
import { importList } from '../modules/sanctions/list-import';
import { SanctionsListVersionEntity } from '../modules/sanctions/sanctions.entities';
import { UN_LIST_FIXTURE } from '../modules/sanctions/un-list.fixture';
import { parseUnList } from '../modules/sanctions/un-list';
import { staffJobTitle } from '../modules/staff/staff.service';

/** The demo staff (docs/product.md §10): the first officer's phone and the officers' password are DEMO_OFFICER_*, the admins' DEMO_ADMIN_PASSWORD, the compliance officer's DEMO_COMPLIANCE_PASSWORD. */
function demoStaff(config: AppConfig): { phone: string; fullName: string; role: Role; email: string; password: string }[] {
  const domain = config.company.supportEmail.split('@')[1] ?? 'halimbawa.example';
  return [
    { phone: config.demoOfficer.phone, fullName: 'Demo Loan Officer', role: 'LOAN_OFFICER', email: `officer@${domain}`, password: config.demoOfficer.password },
    { phone: '+639000000002', fullName: 'Second Demo Loan Officer', role: 'LOAN_OFFICER', email: `officer2@${domain}`, password: config.demoOfficer.password },
    { phone: '+639000000003', fullName: 'Demo Admin', role: 'ADMIN', email: `admin@${domain}`, password: config.demoOfficer.adminPassword },
    // A change to a staff account waits for a second admin (four eyes), so the demo has two.
    { phone: '+639000000004', fullName: 'Second Demo Admin', role: 'ADMIN', email: `admin2@${domain}`, password: config.demoOfficer.adminPassword },
    { phone: '+639000000005', fullName: 'Demo Compliance Officer', role: 'COMPLIANCE', email: `compliance@${domain}`, password: config.demoOfficer.compliancePassword },
  ];
}

/**
 * Demo data, outside production only (docs/product.md §10): two demo loan officers and a demo
 * admin. Idempotent: an existing account keeps its password and is only given its role back if it
 * lost it.
 */
export async function seed(dataSource: DataSource, config: AppConfig, logger = new Logger('Seed')): Promise<void> {
  // Every environment: the currencies and their starting rates (idempotent; admins' changes are kept).
  await seedCurrencies(dataSource, logger);
  if (config.isProduction) {
    logger.log('Production: no demo data is seeded.');
    return;
  }
  const members = dataSource.getRepository(MemberEntity);
  for (const staff of demoStaff(config)) {
    const phone = normalisePhone('PH', staff.phone);
    if (!phone.ok) throw new Error(`Demo staff phone ${staff.phone} is not a valid phone number (DEMO_OFFICER_PHONE).`);
    const existing = await members.findOne({ where: { phoneNumber: phone.e164 } });
    if (existing) {
      if (!existing.roles.includes(staff.role)) await members.update({ id: existing.id }, { roles: [...existing.roles, staff.role] });
      logger.log(`Demo ${staff.fullName} ${phone.e164} already exists.`);
      continue;
    }
    await members.insert({
      phoneNumber: phone.e164,
      email: staff.email,
      fullName: staff.fullName,
      passwordHash: await hashPassword(staff.password, config.argon2MemoryKib),
      roles: [staff.role],
      infoState: 'PERSONAL_INFO',
      workPlaceCountry: 'PH',
      workLocation: 'Makati City',
      jobTitle: staffJobTitle([staff.role]),
      jobCategory: 'Accounting / Finance',
      monthlyNetIncome: 0,
      companyRegister: config.company.shortName,
    });
    logger.log(`Demo ${staff.fullName} ${phone.e164} created.`);
  }
  await seedSanctionsList(dataSource, logger);
}

/** The invented UN list of the fixture (docs/aml.md), once: a compliance officer's imports come after it. */
async function seedSanctionsList(dataSource: DataSource, logger: Logger): Promise<void> {
  await dataSource.transaction(async (m) => {
    if (await m.exists(SanctionsListVersionEntity, { where: { source: 'UN' } })) return;
    const version = await importList(m, { source: 'UN', origin: 'SEED', list: parseUnList(UN_LIST_FIXTURE), text: UN_LIST_FIXTURE, importedBy: null, now: new Date() });
    logger.log(`Demo sanctions list seeded (${version.entries} invented entries).`);
  });
}
