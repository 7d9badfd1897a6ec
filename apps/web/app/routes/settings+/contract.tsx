// /settings/contract: the member's signed loan contracts (GET /loan/contracts), each downloadable
// as the PDF stored at signing (through /loan/:loanNumber/contract.pdf), with its SHA-256; or
// 'We haven't received any loan applications so far.' The parent route (settings.tsx) checks the
// session and the activation.
import { loanStatusEntry } from '@halimbawa/domain';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { isLiveLoan } from '~/features/loans/loan-status';
import { SettingsHeader } from '~/features/settings/SettingsHeader';
import { formatDateTime } from '~/lib/format';
import { loadContracts, loadCurrentLoan } from '~/features/loans/loans.server';
import { requireMember } from '~/lib/member.server';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';
import '~/styles/status.css';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('settings.contract.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const [{ contracts, message }, loan] = await Promise.all([loadContracts(api), loadCurrentLoan(api)]);
  const awaitingSignature = loan && loan.status === 'APPROVED' ? loan.loanNumber : null;
  const pending =
    loan && isLiveLoan(loan) && !loan.signedAt && loan.status !== 'APPROVED' ? loanStatusEntry(loan.status, loan.closureReason, requestLanguage(request)).statement : null;
  return api.json({ contracts, message, awaitingSignature, pending });
}

export default function SettingsContract() {
  const { contracts, message, awaitingSignature, pending } = useLoaderData<typeof loader>();
  const lang = useLanguage();
  const t = useT();
  return (
    <Stack>
      <SettingsHeader title={t('settings.contract.title')} />
      {message ? (
        <Card withBorder radius="md" padding="lg" data-testid="no-contracts">
          <Text fw={600}>{message}</Text>
          <Button component={Link} to="/dash" mt="md" variant="light">
            {t('settings.contract.apply')}
          </Button>
        </Card>
      ) : null}
      {awaitingSignature ? (
        <Card withBorder radius="md" padding="lg">
          <Text>{t('settings.contract.awaitingSignature', { loanNumber: awaitingSignature })}</Text>
          {/* The site's button, whose label wraps: in Filipino it is wider than a phone. */}
          <Link to="/dash/contract" className="hl-button" data-tone="green" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
            {t('loan.reviewAndSign')}
          </Link>
        </Card>
      ) : null}
      {!message && contracts.length === 0 && !awaitingSignature ? (
        <Card withBorder radius="md" padding="lg">
          <Text>
            {t('settings.contract.noneSigned')}
            {pending ? ` ${t('settings.contract.yourApplication', { status: pending })}` : ''}
          </Text>
        </Card>
      ) : null}
      {contracts.map((c) => (
        <Card key={c.loanNumber} withBorder radius="md" padding="lg" component="section" aria-label={t('settings.contract.label', { loanNumber: c.loanNumber })} data-testid="contract">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('settings.contract.loanContract')}
          </Text>
          <Title order={3} size="h4">
            {c.loanNumber}
          </Title>
          <Text mt={4}>{loanStatusEntry(c.status, c.closureReason, lang).statement}</Text>
          <Text size="sm" mt={4}>
            {t('settings.contract.signedOn', { date: formatDateTime(c.signedAt, lang) })}
          </Text>
          <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
            SHA-256: <code>{c.sha256}</code>
          </Text>
          <Group mt="md" gap="md">
            <Button component="a" href={`/loan/${encodeURIComponent(c.loanNumber)}/contract.pdf`} download variant="light">
              {t('settings.contract.download')}
            </Button>
            <Anchor href={`/loan/${encodeURIComponent(c.loanNumber)}/disclosure.pdf`} target="_blank" rel="noopener">
              {t('settings.contract.disclosure')}
            </Anchor>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
