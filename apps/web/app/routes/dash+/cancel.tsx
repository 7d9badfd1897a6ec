// /dash/cancel: cancelling the current loan (docs/product.md §7), a confirmation page of its own. Free before
// the money reaches the wallet; within the cooling-off period after it, by returning the principal
// from the wallet (no interest, no fee). The API decides (POST /loan/:loanNumber/cancel); its
// message is shown on /dash when it recorded the cancellation, or here when it refused.
import { t as translate } from '@halimbawa/domain';
import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { MemberFrame } from '~/components/MemberNav';
import { CsrfInput } from '~/components/CsrfInput';
import { LoanStatusCard } from '~/features/loans/LoanStatusCard';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { LOAN_NUMBER_PATTERN } from '~/features/loans/loan-status';
import { loadCurrentLoan } from '~/features/loans/loans.server';
import { requireMember } from '~/lib/member.server';
import { metaT, useT } from '~/lib/language';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';
import '~/styles/dash.css';

// No React: its forms and links work as plain HTML, and a small script shows a sent form working.
export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('loans.cancel.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const loan = await loadCurrentLoan(api);
  if (!loan) return api.redirect('/dash');
  return api.json({ loan });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const api = await requireMember(request, context);
  const loanNumber = String(form.get('loanNumber') ?? '');
  if (!LOAN_NUMBER_PATTERN.test(loanNumber)) {
    return api.json({ ok: false as const, formError: translate(api.lang, 'loans.loanNotFound') }, { status: 400 });
  }
  const r = await api.post('/loan/{loanNumber}/cancel', undefined, { params: { loanNumber } });
  if (r.ok) {
    return api.redirect('/dash', { cookies: [await flashCookie(request, notice.success(r.data?.message ?? translate(api.lang, 'loans.cancel.cancelled')))] });
  }
  return api.json({ ok: false as const, formError: r.message }, { status: r.status === 0 ? 503 : r.status });
}

export default function CancelLoan() {
  const { loan } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() as { ok: false; formError: string } | undefined;
  const disbursed = loan.status === 'DISBURSED';
  const t = useT();
  return (
    <MemberFrame>
      <Stack gap="lg" maw={760}>
        <Title order={1} size="h2">
          {t('loans.cancel.title')}
        </Title>
        {failure?.formError ? (
          <Alert color="red" variant="light" role="alert" data-testid="form-error">
            {failure.formError}
          </Alert>
        ) : null}
        <LoanStatusCard loan={loan} actions={false} />
        <Card withBorder radius="md" padding="lg">
          <Text>{loan.cancellationTerms}</Text>
          {loan.canCancel ? (
            <>
              <Text mt="sm" fw={600}>
                {disbursed ? t('loans.cancel.disbursed', { amount: loan.amountPhpText }) : t('loans.cancel.free')}
              </Text>
              <Form method="post" aria-label={t('loans.cancel.formLabel')}>
                <CsrfInput />
                <input type="hidden" name="loanNumber" value={loan.loanNumber} />
                {/* The site's buttons, whose labels wrap: the loan number makes this one wider than a phone. */}
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-md)', marginTop: 'var(--mantine-spacing-lg)' }}>
                  <button type="submit" className="hl-button" data-tone="red">
                    {t('loans.cancel.submit', { loanNumber: loan.loanNumber })}
                  </button>
                  <Link to="/dash" className="hl-button" data-variant="default">
                    {t('loans.cancel.keep')}
                  </Link>
                </div>
              </Form>
            </>
          ) : (
            <>
              <Text mt="sm" fw={600}>
                {t('loans.cancel.cannot')}
              </Text>
              <Anchor component={Link} to="/dash" mt="md" display="inline-block">
                {t('loans.backToDashboard')}
              </Anchor>
            </>
          )}
        </Card>
      </Stack>
    </MemberFrame>
  );
}
