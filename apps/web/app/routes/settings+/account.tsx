// /settings/account: the member's personal details, read-only; the phone numbers, ID number and
// account number are masked. Corrections go through the activation steps (or, once verified, the
// support team), never through this page.
import { countryLabel, maskPhone, valueLabel } from '@halimbawa/domain';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import type { ReactNode } from 'react';
import { IMAGE_FIELDS, documentUrl, formatBirthDate, imageText, maskIdNumber } from '~/features/activation/steps';
import { loadKyc } from '~/features/activation/activation.server';
import { SettingsHeader } from '~/features/settings/SettingsHeader';
import type { Member } from '~/lib/api/types';
import { formatPhp } from '~/lib/format';
import { requireMember } from '~/lib/member.server';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('settings.account.pageTitle') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  return api.json({ kyc: await loadKyc(api) });
}

function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain) return email;
  return `${local.slice(0, 1)}${'•'.repeat(Math.max(2, Math.min(6, local.length - 1)))}@${domain}`;
}

/** A card of details; `id` names its heading (stable in every language). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Details({ rows }: { rows: Array<[string, ReactNode]> }) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '');
  return (
    <dl className="hl-act-details">
      {shown.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const KYC_COLOURS = { info: 'blue', success: 'green', warning: 'yellow', danger: 'red' } as const;

export default function AccountDetails() {
  const { kyc } = useLoaderData<typeof loader>();
  const member = (useRouteLoaderData('routes/settings+/_layout') as { member: Member } | undefined)?.member;
  const { personal: p, address: a, references: r, identity: i, bank: b, kyc: review } = kyc;
  const e = member?.employment;
  const lang = useLanguage();
  const t = useT();
  const country = (code: string) => countryLabel(lang, code) ?? code;
  return (
    <Stack>
      <SettingsHeader title={t('settings.account.title')} />
      <Text c="dimmed" size="sm">
        {t('settings.account.intro')}{' '}
        <Anchor component={Link} to="/activate/address">
          {t('settings.account.introLink')}
        </Anchor>
        {t('settings.account.introAfter')}
      </Text>

      {member ? (
        <Section id="acct-sign-in-details" title={t('settings.account.signIn')}>
          <Details
            rows={[
              [t('settings.account.fullName'), member.fullName],
              [t('settings.phoneNumber'), maskPhone(member.phoneNumber)],
              [t('settings.account.email'), maskEmail(member.email)],
              [t('settings.account.memberSince'), formatBirthDate(member.createdAt.slice(0, 10), lang)],
            ]}
          />
        </Section>
      ) : null}

      {p ? (
        <Section id="acct-personal-details" title={t('settings.account.personal')}>
          <Details
            rows={[
              [t('settings.account.firstName'), p.firstName],
              [t('settings.account.middleName'), p.middleName],
              [t('settings.account.lastName'), p.lastName],
              [t('settings.account.gender'), valueLabel(lang, 'gender', p.gender)],
              [t('settings.account.birthDate'), formatBirthDate(p.birthDate, lang)],
              [t('settings.account.maritalStatus'), valueLabel(lang, 'maritalStatus', p.maritalStatus)],
              [t('settings.account.nationality'), p.nationality],
              [t('settings.account.creditBureau'), t(p.isAgree ? 'settings.account.agreed' : 'settings.account.notAgreed')],
            ]}
          />
        </Section>
      ) : null}

      {a ? (
        <Section id="acct-residential-address" title={t('settings.account.address')}>
          <Details
            rows={[
              [t('settings.account.streetAddress'), a.streetAddress],
              [t('settings.account.town'), a.town],
              [t('settings.account.province'), a.province],
              [t('settings.account.postalCode'), a.postalCode],
              [t('settings.account.country'), country(a.countryResidence)],
            ]}
          />
        </Section>
      ) : null}

      {e ? (
        <Section id="acct-employment" title={t('settings.account.employment')}>
          <Details
            rows={[
              [t('settings.account.country'), country(e.workPlaceCountry)],
              [t('settings.account.location'), e.workLocation],
              [t('settings.account.jobTitle'), e.jobTitle],
              [t('settings.account.jobCategory'), valueLabel(lang, 'jobCategory', e.jobCategory)],
              [t('settings.account.monthlyIncome'), formatPhp(e.monthlyNetIncome)],
            ]}
          />
        </Section>
      ) : null}

      {r ? (
        <Section id="acct-character-references" title={t('settings.account.references')}>
          <Details
            rows={[
              [t('settings.account.reference', { number: 1 }), `${r.refFullName1} (${r.refRelationship1})`],
              [t('settings.account.referencePhone', { number: 1 }), maskPhone(r.refPhoneNumber1)],
              [t('settings.account.reference', { number: 2 }), r.refFullName2 ? `${r.refFullName2} (${r.refRelationship2 ?? ''})` : null],
              [t('settings.account.referencePhone', { number: 2 }), r.refPhoneNumber2 ? maskPhone(r.refPhoneNumber2) : null],
            ]}
          />
        </Section>
      ) : null}

      {i ? (
        <Section id="acct-your-id" title={t('settings.account.identity')}>
          <Details
            rows={[
              [
                t('settings.account.idType'),
                i.identityType === 'Others' && i.otherIdentityType
                  ? `${valueLabel(lang, 'idType', 'Others')}: ${i.otherIdentityType}`
                  : valueLabel(lang, 'idType', i.identityType),
              ],
              [t('settings.account.idNumber'), maskIdNumber(i.identityNumber)],
              [
                t('settings.account.verification'),
                review ? (
                  <Stack gap={4}>
                    <Badge color={KYC_COLOURS[review.colour] ?? 'blue'} variant="light" size="lg" radius="sm">
                      {review.statement}
                    </Badge>
                    <Text size="sm" fw={400}>
                      {(review.status === 'REJECTED' && review.reason) || review.message}
                    </Text>
                  </Stack>
                ) : null,
              ],
            ]}
          />
          <Group mt="md" gap="md">
            {IMAGE_FIELDS.map((f) => {
              const d = kyc.documents.find((x) => x.kind === f.kind);
              return d ? (
                <a key={f.kind} href={documentUrl(d.id, false)} target="_blank" rel="noopener noreferrer">
                  <img src={documentUrl(d.id)} alt={imageText(lang, f, 'label')} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 8 }} loading="lazy" />
                </a>
              ) : null;
            })}
          </Group>
        </Section>
      ) : null}

      {b ? (
        <Section id="acct-beneficiary-bank-account" title={t('settings.account.bank')}>
          <Details
            rows={[
              [t('settings.account.bankName'), valueLabel(lang, 'bank', b.bankName)],
              [t('wallet.accountName'), b.accountName],
              [t('settings.account.accountNumber'), b.accountNumberMasked],
            ]}
          />
        </Section>
      ) : null}
    </Stack>
  );
}
