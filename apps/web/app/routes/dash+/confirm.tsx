// /dash/confirm: 'Confirm Your Loan Application' (docs/product.md §2). Reached by the application form's GET
// (the values in the query); a refused value sends the member back to /dash with the values and the
// messages beside the fields. Shows the member (name, masked phone, bank and account number masked
// as its first 3 characters and six dots) and the API's figures (POST /loan/quote); Back keeps the
// values; Submit posts to this route's action, which calls POST /loan/applynew and, only when the
// API recorded the loan, goes to /dash/submitted with 'Loan application submitted.'. A 409 ('You
// already have a loan!') goes to /dash with the message, where the existing loan's card shows.
import { maskPhone, t as translate } from '@halimbawa/domain';
import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { MemberFrame } from '~/components/MemberNav';
import { CsrfInput } from '~/components/CsrfInput';
import { CheckboxField } from '~/components/CheckboxField';
import { loadKyc } from '~/features/activation/activation.server';
import { getSite, unavailable } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, useFieldProps, useFormRefusal } from '~/lib/forms';
import { APPLICATION_FIELDS, applicationErrors, applicationValuesOf, dashUrl, type ApplicationValues } from '~/features/loans/application';
import { isLiveLoan } from '~/features/loans/loan-status';
import { loadCurrencies, loadCurrentLoan } from '~/features/loans/loans.server';
import { requireMember, requireActivated } from '~/lib/member.server';
import { metaT, useT } from '~/lib/language';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';

// No React: its forms and links work as plain HTML, and a small script shows a sent form working.
export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('loans.confirm.title') }];

/** The re-loan offer's flag, carried by the dashboard's offer form and the confirm form. */
const isReloan = (values: { get(name: string): unknown }) => values.get('offer') === '1';

function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some(Boolean);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const values = applicationValuesOf(new URL(request.url).searchParams);
  // Two rounds: what the page shows about the member and the rules, then the API's quote.
  const [member, site, currencies, loan, kyc] = await Promise.all([
    requireActivated(api, request),
    getSite(),
    loadCurrencies(),
    loadCurrentLoan(api),
    loadKyc(api),
  ]);
  if (hasErrors(applicationErrors(values, site.loan, currencies, api.lang))) {
    return api.redirect(dashUrl(values, { check: true }));
  }
  const currency = values.currency.trim().toUpperCase() || 'PHP';
  const quote = await api.post(
    '/loan/quote',
    { amount: values.amount.trim(), currency, installmentCount: values.installmentCount },
    { auth: false },
  );
  if (!quote.ok) {
    if (quote.status === 400) return api.redirect(dashUrl(values, { check: true }));
    throw unavailable(quote);
  }
  const bank = kyc.bank;
  return api.json({
    values: { ...values, currency, agree: 'on' } as ApplicationValues,
    // From the dashboard's re-loan offer: applied with it (docs/credit-limits.md).
    offer: isReloan(new URL(request.url).searchParams),
    backUrl: dashUrl({ ...values, currency }, { agree: true }),
    member: { fullName: member.fullName, phoneMasked: maskPhone(member.phoneNumber) },
    company: site.company.name,
    bank: bank ? { bankName: bank.bankName, accountName: bank.accountName, accountNumberMasked: bank.accountNumberMasked } : null,
    quote: quote.data,
    liveLoan: loan && isLiveLoan(loan) ? { loanNumber: loan.loanNumber, statement: loan.statusCard.statement } : null,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const api = await requireMember(request, context);
  const values = formValues(form, APPLICATION_FIELDS);
  const [site, currencies] = await Promise.all([getSite(), loadCurrencies()]);
  const errors = applicationErrors(values, site.loan, currencies, api.lang);
  if (hasErrors(errors)) {
    return api.redirect(dashUrl(values, { check: true }));
  }
  // The API refuses an application without the credit-data notice acknowledged, beside its checkbox.
  const application = { amount: values.amount.trim(), installmentCount: values.installmentCount.trim(), agree: true, creditNotice: form.get('creditNotice') === 'on' };
  const r = isReloan(form)
    ? await api.post('/loan/reloan', application)
    : await api.post('/loan/applynew', { ...application, currency: values.currency.trim().toUpperCase() || 'PHP' });
  if (r.ok && r.data?.state === 'LOAN_CREATED') {
    return api.redirect('/dash/submitted', { cookies: [await flashCookie(request, notice.success(translate(api.lang, 'loan.submitted')))] });
  }
  if (!r.ok && r.status === 409) {
    // 'You already have a loan!' (also when a second click of Submit arrives after the first was
    // recorded) or 'Please complete your information!': the dashboard shows the member's real state.
    return api.redirect('/dash', { cookies: [await flashCookie(request, notice.warning(r.message))] });
  }
  const failure = formRefusal({
    formError: r.ok ? translate(api.lang, 'loans.confirm.notRecorded') : r.message,
    errors: r.ok ? {} : r.errors,
    values: { ...values, creditNotice: form.get('creditNotice') === 'on' ? 'on' : '' },
  });
  return api.json(failure, { status: r.ok ? 502 : r.status === 0 ? 503 : r.status });
}

export default function ConfirmApplication() {
  const { values, offer, backUrl, member, bank, quote, liveLoan, company } = useLoaderData<typeof loader>();
  const failure = useFormRefusal();
  const field = useFieldProps();
  const t = useT();
  const foreign = quote.currency !== 'PHP';
  const fieldErrors = failure ? Object.values(failure.errors).filter(Boolean) : [];
  const rows: Array<[string, string, string?]> = [
    [t('loans.confirm.loanAmount'), foreign ? `${quote.currency} ${quote.amountText}` : `PHP ${quote.amountPhpText}`, 'confirm-amount'],
    ...(foreign
      ? ([
          [t('loans.confirm.inPhp'), t('loans.confirm.inPhpValue', { amount: quote.amountPhpText, rate: quote.exchangeRateText }), 'confirm-amount-php'],
        ] as Array<[string, string, string]>)
      : []),
    [t('loans.confirm.term'), t('loans.monthlyInstalments', { months: quote.installmentCount })],
    [t('loans.confirm.addOn'), t('loans.confirm.addOnValue', { rate: quote.monthlyRateText })],
    [t('loans.confirm.instalment'), `PHP ${quote.instalmentText}`, 'confirm-instalment'],
    [t('loans.confirm.totalInterest'), `PHP ${quote.totalInterestText}`],
    [t('loans.confirm.totalRepay'), `PHP ${quote.totalRepayText}`, 'confirm-total'],
    [t('loans.confirm.eir'), t('loans.confirm.eirValue', { monthly: quote.eirMonthlyText, yearly: quote.eirYearlyText })],
    [t('loans.confirm.fees'), t('loans.confirm.none')],
  ];
  return (
    <MemberFrame>
      <Card withBorder radius="md" padding="xl" maw={760}>
        <Title order={1} size="h2" mb="md">
          {t('loans.confirm.title')}
        </Title>
        {liveLoan ? (
          <Alert color="yellow" variant="light" role="alert" mb="md" data-testid="already-has-loan">
            <Text fw={700}>{t('loan.alreadyHasLoan')}</Text>
            <Text size="sm">{t('loans.loanAndStatement', { loanNumber: liveLoan.loanNumber, statement: liveLoan.statement })}</Text>
          </Alert>
        ) : null}
        {failure?.formError ? (
          <Alert color="red" variant="light" role="alert" mb="md" data-testid="form-error">
            <Text fw={600}>{failure.formError}</Text>
            {fieldErrors.length > 0 && fieldErrors[0] !== failure.formError ? (
              <Stack gap={2} mt={4}>
                {fieldErrors.map((m) => (
                  <Text key={m} size="sm">
                    {m}
                  </Text>
                ))}
              </Stack>
            ) : null}
          </Alert>
        ) : null}
        <Title order={2} size="h4" mb="xs">
          {t('loans.confirm.details')}
        </Title>
        <Table withTableBorder verticalSpacing="xs" mb="lg">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" w="45%">
                {t('loans.confirm.name')}
              </Table.Th>
              <Table.Td data-testid="confirm-name" translate="no">
                {member.fullName}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('loans.confirm.phone')}</Table.Th>
              <Table.Td>{member.phoneMasked}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('loans.confirm.bank')}</Table.Th>
              <Table.Td>{bank?.bankName ?? t('loans.confirm.notSet')}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('loans.confirm.accountNumber')}</Table.Th>
              <Table.Td data-testid="confirm-account">{bank?.accountNumberMasked ?? t('loans.confirm.notSet')}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Title order={2} size="h4" mb="xs">
          {t('loans.confirm.loan')}
        </Title>
        {quote.clamped ? (
          <Text size="sm" c="orange.9" mb="xs" role="status">
            {t(quote.amount === quote.minAmount ? 'loans.confirm.raised' : 'loans.confirm.lowered', { amount: `${quote.currency} ${quote.amountText}` })}
          </Text>
        ) : null}
        <Table withTableBorder verticalSpacing="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
          <Table.Tbody>
            {rows.map(([label, value, testId]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="45%">
                  {label}
                </Table.Th>
                <Table.Td fw={600} data-testid={testId}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {offer ? (
          <Text size="sm" mt="sm" data-testid="confirm-reloan">
            {t('apiCreditLimit.card.noDocuments')}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed" mt="sm">
          {t('loans.confirm.next')}
        </Text>
        <Form method="post" aria-label={t('loans.confirm.formLabel')}>
          <CsrfInput />
          {/* The amount shown above (raised or lowered visibly): the API refuses one outside the limits. */}
          <input type="hidden" name="amount" value={quote.amountText} />
          <input type="hidden" name="currency" value={values.currency} />
          <input type="hidden" name="installmentCount" value={values.installmentCount} />
          <input type="hidden" name="agree" value="on" />
          {offer ? <input type="hidden" name="offer" value="1" /> : null}
          <Title order={2} size="h4" mt="lg" mb="xs" id="credit-notice-title">
            {t('loans.confirm.creditNoticeTitle')}
          </Title>
          <Text size="sm" mb="sm" data-testid="credit-notice">
            {t('loans.confirm.creditNotice', { company })}
          </Text>
          <CheckboxField
            label={t('loans.confirm.creditNoticeLabel')}
            defaultChecked={failure?.values.creditNotice === 'on'}
            error={failure?.errors.creditNotice}
            {...field('creditNotice')}
          />
          <Group mt="xl" gap="md">
            <Button component={Link} to={backUrl} variant="default" size="md">
              {t('loans.back')}
            </Button>
            {liveLoan ? null : (
              <Button type="submit" size="md">
                {t('loans.confirm.submit')}
              </Button>
            )}
          </Group>
        </Form>
      </Card>
    </MemberFrame>
  );
}
