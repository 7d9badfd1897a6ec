import { Logger } from '@nestjs/common';
import { normalisePhone } from '@halimbawa/domain';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { hashPassword } from '../modules/auth/password-hasher';
import { seedCurrencies } from '../modules/currencies/currencies.seed';
import { MemberEntity } from '../modules/members/member.entity';

/**
 * Demo data, outside production only (docs/product.md §10): the demo loan officer. Idempotent: an existing
 * account keeps its password and is only given the officer role if it lost it.
 */
export async function seed(dataSource: DataSource, config: AppConfig, logger = new Logger('Seed')): Promise<void> {
  // Every environment: the currencies and their starting rates (idempotent; admins' changes are kept).
  await seedCurrencies(dataSource, logger);
  if (config.isProduction) {
    logger.log('Production: no demo data is seeded.');
    return;
  }
  const phone = normalisePhone('PH', config.demoOfficer.phone);
  if (!phone.ok) throw new Error(`DEMO_OFFICER_PHONE is not a valid phone number: ${config.demoOfficer.phone}`);
  const members = dataSource.getRepository(MemberEntity);
  const existing = await members.findOne({ where: { phoneNumber: phone.e164 } });
  if (existing) {
    if (!existing.roles.includes('LOAN_OFFICER')) await members.update({ id: existing.id }, { roles: [...existing.roles, 'LOAN_OFFICER'] });
    logger.log(`Demo officer ${phone.e164} already exists.`);
    return;
  }
  await members.insert({
    phoneNumber: phone.e164,
    email: `officer@${config.company.supportEmail.split('@')[1] ?? 'halimbawa.example'}`,
    fullName: 'Demo Loan Officer',
    passwordHash: await hashPassword(config.demoOfficer.password, config.argon2MemoryKib),
    roles: ['LOAN_OFFICER'],
    infoState: 'PERSONAL_INFO',
    workPlaceCountry: 'PH',
    workLocation: 'Makati City',
    jobTitle: 'Loan Officer',
    jobCategory: 'Accounting / Finance',
    monthlyNetIncome: 0,
    companyRegister: config.company.shortName,
  });
  logger.log(`Demo officer ${phone.e164} created.`);
}
