// /dash/contract: 'Review and sign your contract' (docs/product.md §2 Contract signing, §0.9). The disclosure
// statement (with the EIR), the schedule and the contract text from GET /loan/:loanNumber/disclosure,
// a link to the PDF, then, while the loan is APPROVED, a form that asks the API to send a code by SMS
// (POST sign/start) and, whenever the API says a sent code can still be entered
// (`signingCodeExpiresAt`, so also after leaving and coming back), a form that takes the 6-digit
// `code` (POST sign/finish). The API's answer is shown beside the field ('Invalid OTP. N tries
// left.'); 'OTP confirmed successfully' only once the API has recorded the signature. Once signed,
// the page shows the signed contract's PDF.
import { checkField, maskPhone, sayEach, t as translate } from '@halimbawa/domain';
import { Alert, Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { MemberFrame } from '~/components/MemberNav';
import { ContractSigning } from '~/features/loans/ContractSigning';
import { ContractText, DisclosureStatement } from '~/features/loans/DisclosureStatement';
import { LoanStatusCard } from '~/features/loans/LoanStatusCard';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, useFormRefusal } from '~/lib/forms';
import { LOAN_NUMBER_PATTERN } from '~/features/loans/loan-status';
import { formatDateTime } from '~/lib/format';
import { loadDisclosure, loadLoanAndSigningCode } from '~/features/loans/loans.server';
import { requireMember, requireActivated } from '~/lib/member.server';
import { metaT, useLanguage, useT } from '~/lib/language';
import { EnglishGoverns } from '~/features/loans/EnglishGoverns';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';

// No React: its forms and links work as plain HTML, and a small script shows a sent form working.
export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('loan.reviewAndSign') }];

/** Statuses with a contract to read: about to be signed, or signed. */
const WITH_CONTRACT = new Set(['APPROVED', 'CONTRACT_SIGNED', 'DISBURSED', 'OVERDUE', 'DEFAULTED', 'WRITTEN_OFF', 'PAID_OFF']);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const [member, { loan, signingCodeExpiresAt }] = await Promise.all([requireActivated(api, request), loadLoanAndSigningCode(api)]);
  if (!loan) return api.redirect('/dash');
  const readable = WITH_CONTRACT.has(loan.status) && (loan.status === 'APPROVED' || !!loan.signedAt);
  const disclosure = readable ? await loadDisclosure(api, loan.loanNumber) : null;
  return api.json({
    loan,
    disclosure,
    codeSent: signingCodeExpiresAt !== null && loan.status === 'APPROVED',
    phoneMasked: maskPhone(member.phoneNumber),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const api = await requireMember(request, context);
  const intent = form.get('intent') === 'finish' ? 'finish' : 'start';
  const loanNumber = String(form.get('loanNumber') ?? '');
  if (!LOAN_NUMBER_PATTERN.test(loanNumber)) {
    return api.json(formRefusal({ values: { intent }, formError: translate(api.lang, 'loans.loanNotFound') }), { status: 400 });
  }

  if (intent === 'start') {
    const r = await api.post('/loan/{loanNumber}/sign/start', undefined, { params: { loanNumber } });
    if (r.ok) {
      return api.redirect('/dash/contract#sign', {
        cookies: [await flashCookie(request, notice.info(r.data?.message ?? translate(api.lang, 'loan.codeSent')))],
      });
    }
    return api.json(refusedSigning(intent, r), { status: r.status === 0 ? 503 : r.status });
  }

  const code = String(form.get('code') ?? '').trim();
  const local = sayEach(api.lang, { code: checkField('code', code) ?? undefined }).code;
  if (local) return api.json(formRefusal({ values: { intent }, errors: { code: local } }), { status: 400 });
  const r = await api.post('/loan/{loanNumber}/sign/finish', { code }, { params: { loanNumber } });
  if (r.ok) {
    return api.redirect('/dash/contract', {
      cookies: [await flashCookie(request, notice.success(r.data?.message ?? translate(api.lang, 'loan.signed')))],
    });
  }
  const failure = r.errors.code ? formRefusal({ values: { intent }, errors: { code: r.errors.code } }) : refusedSigning(intent, r);
  return api.json(failure, { status: r.status === 0 ? 503 : r.status });
}

/** A refusal of the signing: one about the withdrawal account is shown beside that account, any other above the forms. */
function refusedSigning(intent: string, r: { code?: string; message: string }) {
  return r.code === 'loan.ewalletBelowProceeds'
    ? formRefusal({ values: { intent }, errors: { withdrawalAccount: r.message } })
    : formRefusal({ values: { intent }, formError: r.message });
}

/**
 * Where the loan's money can leave the wallet, stated before signing: the limits of each kind of
 * destination (from the disclosure), and beside them the refusal of an e-wallet too small for the
 * net proceeds, with the way to a bank account.
 */
function WithdrawalDestination({ limits, error }: { limits: string[]; error?: string | null }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="destination-title" data-testid="withdrawal-destination">
      <Title order={2} size="h4" id="destination-title" mb="xs">
        {t('loans.signing.destinationTitle')}
      </Title>
      {limits.map((limit) => (
        <Text size="sm" key={limit}>
          {limit}
        </Text>
      ))}
      {error ? (
        <Alert color="red" variant="light" role="alert" mt="md" id="withdrawal-account-error" data-testid="withdrawal-account-error">
          <Text size="sm">{error}</Text>
          <Anchor component={Link} to="/activate/bank" fw={700} mt="xs" display="inline-block">
            {t('loans.signing.changeToBank')}
          </Anchor>
        </Alert>
      ) : null}
    </Card>
  );
}

export default function ContractPage() {
  const { loan, disclosure, codeSent, phoneMasked } = useLoaderData<typeof loader>();
  const failure = useFormRefusal();
  const lang = useLanguage();
  const t = useT();
  const signable = loan.status === 'APPROVED';
  const pdf = `/loan/${encodeURIComponent(loan.loanNumber)}/contract.pdf`;
  return (
    <MemberFrame>
      <Stack gap="lg" maw={900}>
        <div>
          <Title order={1} size="h2">
            {t(signable ? 'loan.reviewAndSign' : 'loans.contract.yours')}
          </Title>
          <Text c="dimmed">
            {t('loans.contract.loan', { loanNumber: loan.loanNumber })}{' '}
            <Anchor component={Link} to="/dash">
              {t('loans.backToDashboard')}
            </Anchor>
          </Text>
        </div>
        {loan.signedAt ? (
          <Alert color="green" variant="light" title={t('loans.contract.signedTitle')} data-testid="contract-signed">
            <Text size="sm">
              {t('loans.contract.signedOn', { date: formatDateTime(loan.signedAt, lang) })}{' '}
              <Anchor href={pdf} download>
                {t('loans.contract.download')}
              </Anchor>
              {loan.contractSha256 ? (
                <>
                  {' '}
                  — SHA-256 <code style={{ overflowWrap: 'anywhere' }}>{loan.contractSha256}</code>
                </>
              ) : null}
            </Text>
          </Alert>
        ) : null}
        <LoanStatusCard loan={loan} actions={false} />
        {disclosure ? (
          <>
            <EnglishGoverns />
            <DisclosureStatement disclosure={disclosure} />
            <ContractText paragraphs={disclosure.contractText} />
          </>
        ) : (
          <Card withBorder radius="md" padding="lg">
            <Text>
              {t('loans.contract.nothing')}
            </Text>
            <Button component={Link} to="/dash" mt="md" variant="default">
              {t('loans.backToDashboard')}
            </Button>
          </Card>
        )}
        {signable && disclosure ? (
          <div id="sign">
            <WithdrawalDestination limits={disclosure.withdrawalLimits} error={failure?.errors.withdrawalAccount} />
            <ContractSigning
              loanNumber={loan.loanNumber}
              codeSent={codeSent || failure?.values.intent === 'finish'}
              phoneMasked={phoneMasked}
              codeError={failure?.errors.code}
              formError={failure?.formError}
            />
          </div>
        ) : null}
        {signable && loan.canCancel ? (
          <Text size="sm">
            {t('loans.contract.notExpected')}{' '}
            <Anchor component={Link} to="/dash/cancel">
              {t('loans.contract.cancelLink')}
            </Anchor>
            {t('loans.contract.atNoCost')}
          </Text>
        ) : null}
      </Stack>
    </MemberFrame>
  );
}
