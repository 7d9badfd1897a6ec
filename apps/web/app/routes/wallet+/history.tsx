// /wallet/history: every movement of the wallet and every payment of the loan, newest first, a page
// at a time (the API's cursor in ?cursor=), each with its receipt; the statement of account of the
// latest disbursed loan. Plain links and a table: no script needed.
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { MemberFrame } from '~/components/MemberNav';
import { loadHistory } from '~/features/history/history.server';
import { loadCurrentLoan } from '~/features/loans/loans.server';
import type { HistoryItem } from '~/lib/api/types';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requireActivated, requireMember } from '~/lib/member.server';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';
import memberStyles from '~/styles/member.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: memberStyles }];

export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('history.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const cursor = new URL(request.url).searchParams.get('cursor');
  const [, page, loan] = await Promise.all([requireActivated(api, request), loadHistory(api, cursor), loadCurrentLoan(api)]);
  return api.json({ page, paged: !!cursor, statementOf: loan?.disbursedAt ? loan.loanNumber : null });
}

/** An empty cell: nothing moved there. */
const NONE = '—';

function Row({ item, columns }: { item: HistoryItem; columns: Record<'date' | 'what' | 'wallet' | 'loan' | 'receipt', string> }) {
  const lang = useLanguage();
  const t = useT();
  const wallet = item.walletDirection === 'NONE' ? NONE : `${item.walletDirection === 'IN' ? '+' : '−'} PHP ${item.walletAmountText}`;
  // The reversal of a payment carries the payment's receipt and takes its amount back off the loan.
  const reversal = item.kind === 'REVERSAL' && item.receiptNumber !== null;
  const vars = { loanNumber: item.loanNumber ?? '' };
  const what = reversal ? t('history.paymentReversed', vars) : t(`history.kinds.${item.kind}`, vars);
  return (
    <Table.Tr data-testid="history-row">
      <Table.Td data-label={columns.date}>{formatDateTime(item.at, lang)}</Table.Td>
      <Table.Td data-label={columns.what}>
        {what}
        {item.reversed ? (
          <Text span fw={700} data-testid="history-reversed">
            {` (${t('history.reversedMark')})`}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td data-label={columns.wallet} ta="right">
        {wallet}
      </Table.Td>
      <Table.Td data-label={columns.loan} ta="right">
        {item.loanAmount > 0 ? `${reversal ? '− ' : ''}PHP ${item.loanAmountText}` : NONE}
      </Table.Td>
      <Table.Td data-label={columns.receipt}>
        {item.receiptNumber ? (
          <Link to={`/receipts/${item.receiptNumber}`} className="hl-link" data-testid="receipt-link">
            {item.receiptNumber}
          </Link>
        ) : (
          NONE
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export default function History() {
  const { page, paged, statementOf } = useLoaderData<typeof loader>();
  const t = useT();
  const columns = { date: t('history.columnDate'), what: t('history.columnWhat'), wallet: t('history.columnWallet'), loan: t('history.columnLoan'), receipt: t('history.columnReceipt') };
  return (
    <MemberFrame>
      <Title order={1} size="h2" mb="xs">
        {t('history.title')}
      </Title>
      <Text mb="md">{t('history.intro')}</Text>
      <Stack gap="md">
        {statementOf ? (
          <Text>
            <a href={`/loan/${statementOf}/statement.pdf`} className="hl-link" data-testid="statement-link" download>
              {t('history.statement')}
            </a>
          </Text>
        ) : null}
        <Card withBorder radius="md" padding="md" component="section" aria-label={t('history.title')}>
          {page.items.length === 0 ? (
            <Text data-testid="history-empty">{t('history.empty')}</Text>
          ) : (
            // Scrolls sideways in its card, and on a phone each row stacks into label–value lines (app.css).
            <div className="hl-scroll" style={{ contain: 'inline-size', '--hl-table-min': '640px' } as CSSProperties}>
              <Table striped verticalSpacing="xs" className="hl-stack" data-testid="history" style={{ fontVariantNumeric: 'tabular-nums' }}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{columns.date}</Table.Th>
                    <Table.Th scope="col">{columns.what}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {columns.wallet}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {columns.loan}
                    </Table.Th>
                    <Table.Th scope="col">{columns.receipt}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((item) => (
                    <Row key={item.id} item={item} columns={columns} />
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
        </Card>
        <nav aria-label={t('history.title')}>
          <Stack gap={4}>
            {page.nextCursor ? (
              <Link to={`/wallet/history?cursor=${encodeURIComponent(page.nextCursor)}`} className="hl-link" data-testid="older">
                {t('history.older')}
              </Link>
            ) : null}
            {paged ? (
              <Link to="/wallet/history" className="hl-link">
                {t('history.newest')}
              </Link>
            ) : null}
          </Stack>
        </nav>
      </Stack>
    </MemberFrame>
  );
}
