// The figures of a withdrawal as labelled lines (docs/product.md §2 Withdrawal, Settings): the
// amount, the receiving account (masked) and bank, the exchange rate, the fee and the total, plus
// whatever a page adds (the full legal name, the reference, the status). Each line has a test id.
import { t, type Language } from '@halimbawa/domain';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FigureLine {
  label: string;
  value: ReactNode;
  testId: string;
  /** A message shown under the line (a refusal of the amount, a note). */
  note?: { text: string; error?: boolean } | null;
  strong?: boolean;
}

/** The API's exchange rate ('1', '1.00') of the wallet's pesos to the pesos sent. */
const rateText = (exchangeRate: string) => `1 PHP = ${Number(exchangeRate).toFixed(2)} PHP`;

/** The lines every withdrawal page shows, in this order, labelled in `lang`. */
export function withdrawalLines(
  f: {
    amountText: ReactNode;
    bankName: string;
    accountName: string;
    accountNumberMasked: string;
    feeText: string;
    exchangeRate: string;
    totalText: ReactNode;
    amountNote?: FigureLine['note'];
  },
  lang: Language,
): FigureLine[] {
  return [
    {
      label: t(lang, 'wallet.amount'),
      value: <>PHP {f.amountText}</>,
      testId: 'withdrawal-amount',
      note: f.amountNote,
      strong: true,
    },
    {
      label: t(lang, 'wallet.receivingAccount'),
      value: f.accountNumberMasked,
      testId: 'withdrawal-account',
    },
    { label: t(lang, 'wallet.bank'), value: f.bankName, testId: 'withdrawal-bank' },
    {
      label: t(lang, 'wallet.accountName'),
      value: f.accountName,
      testId: 'withdrawal-account-name',
    },
    {
      label: t(lang, 'wallet.exchangeRate'),
      value: rateText(f.exchangeRate),
      testId: 'withdrawal-rate',
    },
    { label: t(lang, 'wallet.fee'), value: `PHP ${f.feeText}`, testId: 'withdrawal-fee' },
    {
      label: t(lang, 'wallet.total'),
      value: <>PHP {f.totalText}</>,
      testId: 'withdrawal-total',
      strong: true,
    },
  ];
}

export function WithdrawalFigures({ lines }: { lines: FigureLine[] }) {
  return (
    <Stack gap={6} component="dl" m={0}>
      {lines.map((l) => (
        // Each term and its values directly in the row's div, as a <dl> allows; the note wraps to a line of its own.
        <Group key={l.testId} justify="space-between" wrap="wrap" gap="xs">
          <Text component="dt" c="dimmed" size="sm">
            {l.label}
          </Text>
          <Text component="dd" m={0} fw={l.strong ? 700 : 500} data-testid={l.testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {l.value}
          </Text>
          {l.note ? (
            <Text
              component="dd"
              m={0}
              w="100%"
              size="sm"
              c={l.note.error ? 'red.8' : 'orange.9'}
              role={l.note.error ? 'alert' : undefined}
              data-testid={`${l.testId}-note`}
            >
              {l.note.text}
            </Text>
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}
