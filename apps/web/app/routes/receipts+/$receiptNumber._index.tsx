// /receipts/:receiptNumber: one receipt (a payment, an auto-debit, a pay-off or a cash-in): its number,
// date, how it was paid, the amount and its split (late charge, interest, principal; a pay-off's
// interest charged less the interest given back) and the loan's remaining balance, with its PDF. A
// reversed payment says so first, without a balance. The API answers 404 for anyone else's receipt.
import { Card, Stack, Text, Title } from '@mantine/core';
import { t as translate } from '@halimbawa/domain';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Facts } from '~/components/Facts';
import { Link } from '~/components/Link';
import { MemberFrame } from '~/components/MemberNav';
import { RECEIPT_NUMBER_PATTERN, loadReceipt } from '~/features/history/history.server';
import { plainText } from '~/lib/api.server';
import { metaT, useT } from '~/lib/language';
import { requireMember } from '~/lib/member.server';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';
import memberStyles from '~/styles/member.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: memberStyles }];

export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: metaT(matches)('history.receipt.title', { receipt: data?.receipt.receiptNumber ?? '' }) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const receiptNumber = params.receiptNumber ?? '';
  if (!RECEIPT_NUMBER_PATTERN.test(receiptNumber)) throw plainText(404, translate(api.lang, 'history.receipt.notFound'));
  return api.json({ receipt: await loadReceipt(api, receiptNumber) });
}

export default function Receipt() {
  const { receipt: r } = useLoaderData<typeof loader>();
  const t = useT();
  const php = (text: string) => `PHP ${text}`;
  // A cash-in, and money on a written-off loan (a recovery), pay no part of a loan's schedule.
  const paysLoan = r.kind !== 'CASH_IN' && r.kind !== 'RECOVERY';
  const payOff = r.kind === 'PAY_OFF';
  return (
    <MemberFrame>
      <Title order={1} size="h2" mb="md">
        {t('history.receipt.title', { receipt: r.receiptNumber })}
      </Title>
      <Stack gap="md" maw={560}>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="receipt-what" data-testid="receipt">
          <Title order={2} size="h4" id="receipt-what" mb="sm">
            {r.kindText}
          </Title>
          {r.reversedAtText ? (
            <Text fw={700} c="red.9" mb="sm" data-testid="receipt-reversed">
              {t('apiReceipts.reversedOn', { receipt: r.receiptNumber, time: r.reversedAtText })}
            </Text>
          ) : null}
          <Facts
            items={[
              { label: t('apiReceipts.receiptNumber'), value: r.receiptNumber, testId: 'receipt-number' },
              { label: t('apiReceipts.date'), value: r.paidAtText },
              { label: t('apiReceipts.paidBy'), value: r.paidByText, testId: 'receipt-paid-by' },
              r.loanNumber ? { label: t('apiReceipts.loan'), value: r.loanNumber } : null,
              { label: t('apiReceipts.amount'), value: php(r.amountText), testId: 'receipt-amount' },
              paysLoan && { label: t('apiReceipts.lateCharge'), value: php(r.lateChargeText), testId: 'receipt-late-charge' },
              paysLoan && { label: t(payOff ? 'apiReceipts.interestCharged' : 'apiReceipts.interest'), value: php(r.interestText), testId: 'receipt-interest' },
              payOff && { label: t('apiReceipts.rebate'), value: php(r.rebateText), testId: 'receipt-rebate' },
              paysLoan && { label: t('apiReceipts.principal'), value: php(r.principalText), testId: 'receipt-principal' },
              r.toWallet > 0 && { label: t('apiReceipts.toWallet'), value: php(r.toWalletText) },
              r.remainingText !== null && { label: t('apiReceipts.remaining'), value: php(r.remainingText), testId: 'receipt-remaining' },
            ]}
          />
        </Card>
        <a href={`/receipts/${r.receiptNumber}/receipt.pdf`} className="hl-link" data-testid="receipt-pdf" download>
          {t('history.receipt.download')}
        </a>
        <Link to="/wallet/history" className="hl-link">
          {t('history.receipt.back')}
        </Link>
      </Stack>
    </MemberFrame>
  );
}
