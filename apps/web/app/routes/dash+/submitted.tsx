// /dash/submitted: shown after POST /loan/applynew answered LOAN_CREATED (docs/product.md §2, §0.5): the
// loader reads the member's latest loan, so this page only speaks of an application the API has
// recorded; without one the member goes back to /dash.
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { MemberFrame } from '~/components/MemberNav';
import { LoanStatusCard } from '~/features/loans/LoanStatusCard';
import { isLiveLoan } from '~/features/loans/loan-status';
import { loadCurrentLoan } from '~/features/loans/loans.server';
import { requireMember } from '~/lib/member.server';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('loan.submitted') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const loan = await loadCurrentLoan(api);
  if (!loan || !isLiveLoan(loan)) return api.redirect('/dash');
  return api.json({ loan });
}

export default function Submitted() {
  const { loan } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <MemberFrame>
      <Stack maw={760} gap="lg">
        <Card withBorder radius="md" padding="xl" ta="center">
          <Title order={1} size="h2" mb="sm">
            {t('loans.submitted.title')}
          </Title>
          <Text size="lg" fw={600}>
            {t('loan.enteredIntoSystem')}
          </Text>
          <Text mt="xs">{t('loan.reviewScheduled')}</Text>
          <Text size="sm" c="dimmed" mt="xs">
            {t('loans.submitted.loanNumber', { loanNumber: loan.loanNumber })}
          </Text>
          <Button component={Link} to="/dash" size="md" mt="lg">
            {t('loans.submitted.continue')}
          </Button>
        </Card>
        <LoanStatusCard loan={loan} actions={false} />
      </Stack>
    </MemberFrame>
  );
}
