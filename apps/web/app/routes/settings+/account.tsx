// /settings/account: the member's personal details, read-only; the phone numbers, ID number and
// account number are masked. Corrections go through the activation steps (or, once verified, the
// support team), never through this page.
import { countryName, formatCentavos, maskPhone, parseAmount } from '@halimbawa/domain';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { IMAGE_FIELDS, documentUrl, formatBirthDate, imageText, maskIdNumber } from '~/features/activation/steps';
import { loadKyc } from '~/features/activation/activation.server';
import { SettingsHeader } from '~/features/settings/SettingsHeader';
import type { Member } from '~/lib/api/types';
import { useLanguage } from '~/lib/language';
import { requireMember } from '~/lib/member.server';
import { NO_SCRIPTS } from '~/lib/page-scripts';

export const meta: MetaFunction = () => [{ title: 'Account details' }];

// Nothing here gains from JavaScript: the page is sent without it.
export const handle = NO_SCRIPTS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  return api.json({ kyc: await loadKyc(api) });
}

function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain) return email;
  return `${local.slice(0, 1)}${'•'.repeat(Math.max(2, Math.min(6, local.length - 1)))}@${domain}`;
}

function income(value: number | string | undefined): string {
  if (value === undefined || value === null || value === '') return '';
  const c = parseAmount(String(value));
  return c === null ? String(value) : `PHP ${formatCentavos(c)}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `acct-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
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
  return (
    <Stack>
      <SettingsHeader title="Account" />
      <Text c="dimmed" size="sm">
        Your details as you gave them. Numbers are partly hidden. To correct your address or references, open the{' '}
        <Anchor component={Link} to="/activate/address">
          activation steps
        </Anchor>
        ; once your identity is verified, changes to your name, birth date or ID go through our support team.
      </Text>

      {member ? (
        <Section title="Sign-in details">
          <Details
            rows={[
              ['Full name', member.fullName],
              ['Phone number', maskPhone(member.phoneNumber)],
              ['E-mail', maskEmail(member.email)],
              ['Member since', formatBirthDate(member.createdAt.slice(0, 10))],
            ]}
          />
        </Section>
      ) : null}

      {p ? (
        <Section title="Personal details">
          <Details
            rows={[
              ['First name', p.firstName],
              ['Middle name', p.middleName],
              ['Last name', p.lastName],
              ['Gender', p.gender],
              ['Date of birth', formatBirthDate(p.birthDate)],
              ['Marital status', p.maritalStatus],
              ['Nationality', p.nationality],
              ['Credit-bureau reporting', p.isAgree ? 'You agreed' : 'Not agreed'],
            ]}
          />
        </Section>
      ) : null}

      {a ? (
        <Section title="Residential address">
          <Details
            rows={[
              ['Street address', a.streetAddress],
              ['Town or city', a.town],
              ['Province', a.province],
              ['Postal code', a.postalCode],
              ['Country', countryName(a.countryResidence) ?? a.countryResidence],
            ]}
          />
        </Section>
      ) : null}

      {e ? (
        <Section title="Employment">
          <Details
            rows={[
              ['Country', countryName(e.workPlaceCountry) ?? e.workPlaceCountry],
              ['Location', e.workLocation],
              ['Job title', e.jobTitle],
              ['Job category', e.jobCategory],
              ['Monthly net income', income(e.monthlyNetIncome)],
            ]}
          />
        </Section>
      ) : null}

      {r ? (
        <Section title="Character references">
          <Details
            rows={[
              ['Reference 1', `${r.refFullName1} (${r.refRelationship1})`],
              ['Reference 1 phone', maskPhone(r.refPhoneNumber1)],
              ['Reference 2', r.refFullName2 ? `${r.refFullName2} (${r.refRelationship2 ?? ''})` : null],
              ['Reference 2 phone', r.refPhoneNumber2 ? maskPhone(r.refPhoneNumber2) : null],
            ]}
          />
        </Section>
      ) : null}

      {i ? (
        <Section title="Your ID">
          <Details
            rows={[
              ['ID type', i.identityType === 'Others' && i.otherIdentityType ? `Others: ${i.otherIdentityType}` : i.identityType],
              ['ID number', maskIdNumber(i.identityNumber)],
              [
                'Verification',
                review ? (
                  <Stack gap={4}>
                    <Badge color={KYC_COLOURS[review.colour] ?? 'blue'} variant="light" size="lg" radius="sm">
                      {review.statement}
                    </Badge>
                    <Text size="sm" fw={400}>
                      {review.status === 'REJECTED' && review.reason ? review.reason : review.message}
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
        <Section title="Beneficiary bank account">
          <Details
            rows={[
              ['Bank or e-wallet', b.bankName],
              ['Account name', b.accountName],
              ['Account number', b.accountNumberMasked],
            ]}
          />
        </Section>
      ) : null}
    </Stack>
  );
}
