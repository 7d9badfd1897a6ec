import { readSanctionsListSettings, type SanctionsListSettings } from '../adapters/sanctions-list/sanctions-list-source';
import { CHANNEL_MAX_CENTAVOS, MAX_AMOUNT_CENTAVOS, PAY_CHANNELS, channelMaxCentavos, type LoanSettings, type PayChannelCode } from '@halimbawa/domain';
import { randomBytes } from 'node:crypto';
import { envReader, type Env } from './env-reader';
import { readDocumentStorageSettings, type DocumentStorageSettings } from '../adapters/document-storage/document-storage.config';
import { readExchangeRatesSettings, type ExchangeRatesSettings } from '../adapters/exchange-rates/exchange-rates.config';
import { readPayoutSettings, type PayoutSettings } from '../adapters/payouts/payouts.config';
import { readPaymentsProviderSettings, type PaymentsProviderSettings } from '../adapters/xendit/payments-provider.config';
import { readSmsSettings, type SmsSettings } from '../adapters/sms/sms.config';
import { parseAllowedNetworks, type AllowedNetwork } from '../modules/webhooks/webhook-address';
import { readLoanOperationsSettings, type LoanOperationsSettings } from '../modules/loans/loans.config';

export type NodeEnv = 'development' | 'test' | 'production';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface CompanySettings {
  name: string;
  shortName: string;
  address: string;
  secRegistrationNumber: string;
  secCertificateOfAuthorityNumber: string;
  bspNumber: string | null;
  supportEmail: string;
  supportChatUrl: string;
  /** The phone line shown on /support and /contact, as people dial it. */
  supportHotline: string;
  /** Support's hours every day, Manila time, 'HH:MM' (COMPANY_SUPPORT_HOURS '10:00-22:00'). */
  supportOpens: string;
  supportCloses: string;
  social: { facebook: string | null; instagram: string | null; x: string | null; youtube: string | null };
  foundingYear: number;
  employees: number;
}

/** Where borrowers pay with their payment reference: the biller name in GCash, Maya and at the counter, and the bank account for InstaPay and PESONet. */
export interface CollectionSettings {
  billerName: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/**
 * Every setting the API reads, parsed and checked once at start-up. A class so that it can be
 * injected by type; the instance is the plain object built by loadConfig.
 */
export abstract class AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  databaseUrl: string;
  port: number;
  host: string;
  /** Express `trust proxy` value: which hops may set X-Forwarded-For. */
  trustProxy: boolean | number | string;
  /**
   * The caches' LISTEN connection (LISTEN_DATABASE_URL, default DATABASE_URL): a direct connection
   * to PostgreSQL, never through a transaction pooler such as PgBouncer, where LISTEN hears nothing.
   */
  listenDatabaseUrl: string;
  /**
   * Where the reports and exports read (REPORTS_DATABASE_URL, a read replica); null: the primary.
   * Never anything a request writes and then reads (docs/scaling.md, "Reports on a replica").
   */
  reportsDatabaseUrl: string | null;
  /** How long the HTTP server waits on a client (API_REQUEST_TIMEOUT_MS, API_IDLE_TIMEOUT_MS, API_KEEP_ALIVE_TIMEOUT_MS). */
  server: ServerTimeouts;
  jwtSecret: string;
  /** pino's level for the JSON log on standard output (LOG_LEVEL, default info). */
  logLevel: LogLevel;
  /**
   * Where Prometheus scrapes /metrics: a listener of its own (METRICS_PORT, METRICS_HOST default
   * 127.0.0.1), never the API's port, so that it is reachable from the operator's network only.
   * Null: no metrics listener.
   */
  metrics: { port: number; host: string } | null;
  otpSecret: string;
  accessTokenTtlS: number;
  refreshTokenTtlDays: number;
  rateLimit: { windowS: number; perAccount: number; perIp: number };
  /** Where rate limits are counted when set (REDIS_URL); else PostgreSQL (docs/decisions/007). */
  redisUrl: string | null;
  argon2MemoryKib: number;
  /** The SMS gateways, in the order they are tried (SMS_PROVIDERS and each one's keys). */
  sms: SmsSettings;
  mail: { url: string | null; from: string };
  ipCountry: { provider: 'fake' | 'http'; httpUrl: string | null };
  company: CompanySettings;
  collection: CollectionSettings;
  /**
   * The secret each payment channel signs its notifications with (CHANNEL_SECRET_GCASH, ...). In
   * production a channel without one is off; outside it each is drawn for this process.
   */
  channelSecrets: Partial<Record<PayChannelCode, string>>;
  /**
   * The most one payment through each channel may be, in centavos, by its code (CHANNEL_MAX_PHP_GCASH,
   * CHANNEL_MAX_PHP_SEVEN_ELEVEN ..., whole pesos): the providers' published caps unless the lender
   * sets its own (a provider that lowers its cap is followed without a release).
   */
  channelMax: Record<string, number>;
  /** True while the shipped demo company is in use: pages then show the demo banner. */
  isDemo: boolean;
  loan: LoanSettings;
  /** The demo staff's sign-in (outside production): the officers' password, and the admin's own. */
  demoOfficer: { phone: string; password: string; adminPassword: string; compliancePassword: string };
  /** Where identity documents are stored (DOCUMENT_STORAGE, DOCUMENTS_DIR, DOCUMENTS_S3_*). */
  documents: DocumentStorageSettings;
  /** Where exchange rates come from (RATES_PROVIDER, RATES_URL, RATES_REFRESH_S, RATES_TIMEOUT_MS). */
  exchangeRates: ExchangeRatesSettings;
  /** Where the scheduled job fetches the UN sanctions list (SANCTIONS_LIST_URL, SANCTIONS_REFRESH_S, SANCTIONS_TIMEOUT_MS; docs/aml.md). */
  sanctions: SanctionsListSettings;
  /** Loan jobs and terms (DISBURSE_DELAY_S, JOBS_POLL_S, LOAN_JOBS_ENABLED, AUTO_APPROVE*, LATE_CHARGE_PERCENT_PER_MONTH). */
  loanOps: LoanOperationsSettings;
  /** The payout provider (PAYOUT_PROVIDER, PAYOUT_URL, PAYOUT_TOKEN, PAYOUT_DELAY_S, PAYOUT_TIMEOUT_MS). */
  payouts: PayoutSettings;
  /** Who collects and pays out (PAYMENTS_PROVIDER=xendit|fake|generic, XENDIT_*; docs/integrations.md). */
  paymentsProvider: PaymentsProviderSettings;
  /** Networks webhooks may reach though they are not public (WEBHOOK_ALLOWED_NETWORKS; none by default). */
  webhooks: { allowedNetworks: AllowedNetwork[] };
}

export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this (a slow body is cut off with 408). */
  requestTimeoutMs: number;
  /** A socket with no traffic either way for this long is closed. */
  idleTimeoutMs: number;
  /** An idle reused connection is kept this long between requests. */
  keepAliveTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Fictitious demo company: while these are in use the web shows "Demo: not a licensed lender".
const DEMO_COMPANY = {
  COMPANY_NAME: 'Halimbawa Lending Corporation',
  COMPANY_SHORT_NAME: 'HLC',
  COMPANY_ADDRESS: 'Unit 1203, Halimbawa Tower, 6789 Ayala Avenue, Makati City, Metro Manila 1226',
  COMPANY_SEC_REGISTRATION_NUMBER: 'CS0000000000 (demo)',
  COMPANY_SEC_CA_NUMBER: '0000 (demo)',
  COMPANY_SUPPORT_EMAIL: 'support@halimbawa.example',
  COMPANY_SUPPORT_CHAT_URL: 'https://chat.halimbawa.example/',
  COMPANY_SUPPORT_HOTLINE: '+63 2 8000 0000 (demo)',
  COMPANY_SUPPORT_HOURS: '10:00-22:00',
  COMPANY_BANK_NAME: 'Demo Bank (not a real account)',
  COMPANY_BANK_ACCOUNT_NUMBER: '0000-0000-0000',
};

/** Parses and validates the environment; throws ConfigError listing every problem at once. */
export function loadConfig(env: Env): AppConfig {
  const problems: string[] = [];
  const { read, int, oneOf, url } = envReader(env, problems);

  const nodeEnv = oneOf<NodeEnv>('NODE_ENV', ['development', 'test', 'production'], 'development');
  const isProduction = nodeEnv === 'production';

  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  if (!read('DATABASE_URL')) problems.push('DATABASE_URL is required (postgres://user:password@host:port/database).');

  // No secret has a default that could be read anywhere: outside production a missing one is drawn
  // for this process alone (its tokens and codes end with it); `npm start` keeps a generated one in
  // the data folder so that restarts and several instances share it.
  const secret = (name: string): string => {
    const raw = read(name);
    if (raw === undefined) {
      if (isProduction) problems.push(`${name} is required in production (at least 32 characters).`);
      return randomBytes(32).toString('base64url');
    }
    if (isProduction && raw.length < 32) problems.push(`${name} must be at least 32 characters in production.`);
    return raw;
  };

  const ipCountryProvider = oneOf('IP_COUNTRY_PROVIDER', ['fake', 'http'] as const, 'fake');
  const ipCountryUrl = read('IP_COUNTRY_URL') ?? null;
  if (ipCountryProvider === 'http' && !ipCountryUrl?.includes('{ip}')) {
    problems.push('IP_COUNTRY_URL with an {ip} placeholder is required when IP_COUNTRY_PROVIDER=http.');
  }

  const hours = /^([01][0-9]|2[0-3]):([0-5][0-9])-([01][0-9]|2[0-4]):([0-5][0-9])$/.exec(read('COMPANY_SUPPORT_HOURS') ?? DEMO_COMPANY.COMPANY_SUPPORT_HOURS);
  if (!hours) problems.push("COMPANY_SUPPORT_HOURS must read 'HH:MM-HH:MM' (Manila time), e.g. 10:00-22:00.");
  const company: CompanySettings = {
    name: read('COMPANY_NAME') ?? DEMO_COMPANY.COMPANY_NAME,
    shortName: read('COMPANY_SHORT_NAME') ?? DEMO_COMPANY.COMPANY_SHORT_NAME,
    address: read('COMPANY_ADDRESS') ?? DEMO_COMPANY.COMPANY_ADDRESS,
    secRegistrationNumber: read('COMPANY_SEC_REGISTRATION_NUMBER') ?? DEMO_COMPANY.COMPANY_SEC_REGISTRATION_NUMBER,
    secCertificateOfAuthorityNumber: read('COMPANY_SEC_CA_NUMBER') ?? DEMO_COMPANY.COMPANY_SEC_CA_NUMBER,
    bspNumber: read('COMPANY_BSP_NUMBER') ?? null,
    supportEmail: read('COMPANY_SUPPORT_EMAIL') ?? DEMO_COMPANY.COMPANY_SUPPORT_EMAIL,
    supportChatUrl: url('COMPANY_SUPPORT_CHAT_URL', ['http:', 'https:']) ?? DEMO_COMPANY.COMPANY_SUPPORT_CHAT_URL,
    supportHotline: read('COMPANY_SUPPORT_HOTLINE') ?? DEMO_COMPANY.COMPANY_SUPPORT_HOTLINE,
    supportOpens: hours ? `${hours[1]}:${hours[2]}` : '10:00',
    supportCloses: hours ? `${hours[3]}:${hours[4]}` : '22:00',
    social: {
      facebook: url('COMPANY_FACEBOOK_URL', ['https:']),
      instagram: url('COMPANY_INSTAGRAM_URL', ['https:']),
      x: url('COMPANY_X_URL', ['https:']),
      youtube: url('COMPANY_YOUTUBE_URL', ['https:']),
    },
    foundingYear: int('COMPANY_FOUNDING_YEAR', 2019, 1900, 2100),
    employees: int('COMPANY_EMPLOYEES', 120, 1, 10_000_000),
  };
  const collection: CollectionSettings = {
    billerName: read('COMPANY_BILLER_NAME') ?? company.name,
    bankName: read('COMPANY_BANK_NAME') ?? DEMO_COMPANY.COMPANY_BANK_NAME,
    accountName: read('COMPANY_BANK_ACCOUNT_NAME') ?? company.name,
    accountNumber: read('COMPANY_BANK_ACCOUNT_NUMBER') ?? DEMO_COMPANY.COMPANY_BANK_ACCOUNT_NUMBER,
  };
  const channelSecrets: Partial<Record<PayChannelCode, string>> = {};
  for (const { code } of Object.values(PAY_CHANNELS)) {
    const name = `CHANNEL_SECRET_${code}`;
    if (read(name) !== undefined || !isProduction) channelSecrets[code] = secret(name);
  }
  const channelMax: Record<string, number> = {};
  for (const code of Object.keys(CHANNEL_MAX_CENTAVOS)) {
    channelMax[code] = int(`CHANNEL_MAX_PHP_${code}`, channelMaxCentavos(code) / 100, 1, MAX_AMOUNT_CENTAVOS / 100) * 100;
  }
  // The corporate identity (name and both SEC numbers) must all be real for the banner to go.
  const isDemo =
    company.name === DEMO_COMPANY.COMPANY_NAME ||
    company.secRegistrationNumber === DEMO_COMPANY.COMPANY_SEC_REGISTRATION_NUMBER ||
    company.secCertificateOfAuthorityNumber === DEMO_COMPANY.COMPANY_SEC_CA_NUMBER;

  const minPhp = int('MIN_LOAN_PHP', 150_000, 1, 1_000_000_000);
  const maxPhp = int('MAX_LOAN_PHP', 5_000_000, 1, 1_000_000_000);
  if (minPhp > maxPhp) problems.push('MIN_LOAN_PHP must not exceed MAX_LOAN_PHP.');
  const ratePercent = Number(read('MONTHLY_RATE_PERCENT') ?? '0.5');
  const monthlyRateBps = Math.round(ratePercent * 100);
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 10 || Math.abs(ratePercent * 100 - monthlyRateBps) > 1e-9) {
    problems.push('MONTHLY_RATE_PERCENT must be a percentage from 0 to 10 with at most 2 decimals (e.g. 0.5).');
  }
  const termsRaw = read('TERMS') ?? '6,12,24,36,48';
  const terms = termsRaw.split(',').map((t) => Number(t.trim()));
  if (terms.length === 0 || terms.some((t) => !Number.isInteger(t) || t < 1 || t > 120)) {
    problems.push(`TERMS must be a comma-separated list of months from 1 to 120 (got "${termsRaw}").`);
  }

  const trustProxyRaw = read('TRUST_PROXY') ?? 'loopback';
  const trustProxy: boolean | number | string =
    trustProxyRaw === 'true' ? true : trustProxyRaw === 'false' ? false : /^\d+$/.test(trustProxyRaw) ? Number(trustProxyRaw) : trustProxyRaw;

  const paymentsProvider = readPaymentsProviderSettings(env, problems, isProduction);
  const webhookNetworks = parseAllowedNetworks(read('WEBHOOK_ALLOWED_NETWORKS'));
  problems.push(...webhookNetworks.problems);

  const config: AppConfig = {
    nodeEnv,
    isProduction,
    databaseUrl: databaseUrl ?? '',
    listenDatabaseUrl: url('LISTEN_DATABASE_URL', ['postgres:', 'postgresql:']) ?? databaseUrl ?? '',
    reportsDatabaseUrl: url('REPORTS_DATABASE_URL', ['postgres:', 'postgresql:']) ?? null,
    port: int('API_PORT', 3001, 1, 65535),
    host: read('API_HOST') ?? '127.0.0.1',
    trustProxy,
    server: readServerTimeouts(int, problems),
    jwtSecret: secret('JWT_SECRET'),
    logLevel: oneOf<LogLevel>('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    metrics: read('METRICS_PORT') === undefined ? null : { port: int('METRICS_PORT', 9464, 0, 65535), host: read('METRICS_HOST') ?? '127.0.0.1' },
    otpSecret: secret('OTP_SECRET'),
    accessTokenTtlS: int('ACCESS_TOKEN_TTL_S', 900, 30, 86_400),
    refreshTokenTtlDays: int('REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    rateLimit: {
      windowS: int('RATE_LIMIT_WINDOW_S', 60, 1, 86_400),
      perAccount: int('RATE_LIMIT_PER_ACCOUNT', 5, 1, 1_000_000),
      perIp: int('RATE_LIMIT_PER_IP', 100, 1, 1_000_000),
    },
    // OWASP's argon2id baseline is 19 MiB, 2 passes; tests lower the memory to run fast.
    argon2MemoryKib: int('ARGON2_MEMORY_KIB', 19_456, 64, 4_194_304),
    sms: readSmsSettings(env, problems, isProduction),
    mail: { url: url('MAIL_URL', ['smtp:', 'smtps:']), from: read('MAIL_FROM') ?? company.supportEmail },
    ipCountry: { provider: ipCountryProvider, httpUrl: ipCountryUrl },
    company,
    collection,
    channelSecrets,
    channelMax,
    isDemo,
    loan: {
      minPhp: minPhp * 100,
      maxPhp: maxPhp * 100,
      monthlyRateBps,
      terms,
      defaultTerm: terms.includes(6) ? 6 : terms[0],
    },
    demoOfficer: {
      phone: read('DEMO_OFFICER_PHONE') ?? '+639000000001',
      password: read('DEMO_OFFICER_PASSWORD') ?? 'Officer#2026',
      adminPassword: read('DEMO_ADMIN_PASSWORD') ?? 'Admin#2026',
      compliancePassword: read('DEMO_COMPLIANCE_PASSWORD') ?? 'Compliance#2026',
    },
    documents: readDocumentStorageSettings(env, problems),
    exchangeRates: readExchangeRatesSettings(env, problems, isProduction),
    sanctions: readSanctionsListSettings(env, problems),
    loanOps: readLoanOperationsSettings(env, problems, nodeEnv),
    payouts: readPayoutSettings(env, problems, isProduction, paymentsProvider.provider),
    paymentsProvider,
    webhooks: { allowedNetworks: webhookNetworks.networks },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The API's clients are the web server (over loopback) and API users: a whole request, an 8 MB
 * upload included, arrives in well under 30 s, and a body dribbled in slower than that only holds
 * a connection. Keep-alive stays longer than the web server's connection reuse, so a reused idle
 * socket is never closed under it, and the idle timeout longer than keep-alive for the same reason.
 */
function readServerTimeouts(int: (name: string, fallback: number, min: number, max: number) => number, problems: string[]): ServerTimeouts {
  const timeouts = {
    requestTimeoutMs: int('API_REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
    idleTimeoutMs: int('API_IDLE_TIMEOUT_MS', 75_000, 100, 3_600_000),
    keepAliveTimeoutMs: int('API_KEEP_ALIVE_TIMEOUT_MS', 65_000, 100, 3_600_000),
  };
  if (timeouts.idleTimeoutMs <= timeouts.keepAliveTimeoutMs) problems.push('API_IDLE_TIMEOUT_MS must be longer than API_KEEP_ALIVE_TIMEOUT_MS.');
  return timeouts;
}

/** The most one payment through the channel `code` may be (centavos): the setting, else the published cap. */
export function channelMaxIn(config: Pick<AppConfig, 'channelMax'>): (code: string) => number {
  return (code) => (Object.hasOwn(config.channelMax, code) ? config.channelMax[code] : channelMaxCentavos(code));
}
