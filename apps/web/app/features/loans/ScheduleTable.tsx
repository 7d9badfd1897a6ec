// The repayment schedule: one row per monthly instalment (due date, principal, interest, total,
// and, once the loan runs, what was paid), with the column totals in the footer so the sum is
// visible (it is exactly principal + total interest). On a phone each row stacks into label–value
// lines (class hl-stack in app.css; the labels are the cells' data-label), so no column is cut off.
import { formatCentavos } from '@halimbawa/domain';
import { Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { ScheduleRowView } from '~/lib/api/types';
import { formatDate } from '~/lib/format';
import { useLanguage, useT } from '~/lib/language';

/** Each instalment status's colour; its label is the catalogue's loans.schedule.<status>. */
const ROW_STATUS = {
  SCHEDULED: 'gray',
  PARTIAL: 'blue',
  DUE: 'orange',
  OVERDUE: 'red',
  PAID: 'green',
  CANCELLED: 'gray',
} as const;

const isRowStatus = (status: string): status is keyof typeof ROW_STATUS => Object.hasOwn(ROW_STATUS, status);

export interface ScheduleTableProps {
  rows: ScheduleRowView[];
  caption: string;
  /** Show the Paid and Status columns (the loan statement). */
  withPayments?: boolean;
  /** Due dates are estimates counted from today (before disbursement). */
  estimated?: boolean;
}

export function ScheduleTable({ rows, caption, withPayments = false, estimated = false }: ScheduleTableProps) {
  const lang = useLanguage();
  const t = useT();
  const COLUMNS = {
    number: '#',
    dueDate: t('loans.schedule.dueDate'),
    principal: t('loans.schedule.principal'),
    interest: t('loans.schedule.interest'),
    total: t('loans.schedule.total'),
    paid: t('loans.schedule.paid'),
    status: t('loans.schedule.status'),
  };
  const sum = (pick: (r: ScheduleRowView) => number) => rows.reduce((s, r) => s + pick(r), 0);
  return (
    // `contain: inline-size`: between phone and desktop widths the table scrolls sideways inside its
    // card instead of widening the page (its minimum width must not count towards the layout's).
    <div className="hl-scroll" style={{ contain: 'inline-size', '--hl-table-min': withPayments ? '640px' : '480px' } as CSSProperties}>
      <Table striped withTableBorder verticalSpacing="xs" className="hl-stack" data-testid="schedule" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text fw={600} size="sm">
            {caption}
          </Text>
          {estimated ? (
            <Text size="xs" c="dimmed">
              {t('loans.schedule.estimated')}
            </Text>
          ) : null}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{COLUMNS.number}</Table.Th>
            <Table.Th scope="col">{COLUMNS.dueDate}</Table.Th>
            <Table.Th scope="col" ta="right">
              {COLUMNS.principal}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {COLUMNS.interest}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {COLUMNS.total}
            </Table.Th>
            {withPayments ? (
              <>
                <Table.Th scope="col" ta="right">
                  {COLUMNS.paid}
                </Table.Th>
                <Table.Th scope="col">{COLUMNS.status}</Table.Th>
              </>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const st = isRowStatus(r.status) ? { label: t(`loans.schedule.${r.status}`), color: ROW_STATUS[r.status] } : { label: r.status, color: 'gray' };
            return (
              <Table.Tr key={r.number} data-testid="schedule-row">
                <Table.Td data-label={COLUMNS.number}>{r.number}</Table.Td>
                <Table.Td data-label={COLUMNS.dueDate}>{r.dueDate ? formatDate(r.dueDate, lang) : t('loans.statement.setLater')}</Table.Td>
                <Table.Td ta="right" data-label={COLUMNS.principal}>
                  {r.principalText}
                </Table.Td>
                <Table.Td ta="right" data-label={COLUMNS.interest}>
                  {r.interestText}
                </Table.Td>
                <Table.Td ta="right" fw={600} data-label={COLUMNS.total}>
                  {r.totalText}
                </Table.Td>
                {withPayments ? (
                  <>
                    <Table.Td ta="right" data-label={COLUMNS.paid}>
                      {r.paidText}
                    </Table.Td>
                    <Table.Td data-label={COLUMNS.status}>
                      {/* Mantine's light badge as one class of app.css, without Badge's CSS on every page with a schedule. */}
                      <span
                        className="hl-badge"
                        style={{ background: `var(--mantine-color-${st.color}-light)`, color: `var(--mantine-color-${st.color}-light-color)` }}
                      >
                        {st.label}
                      </span>
                    </Table.Td>
                  </>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={2}>
              {t('loans.schedule.sum')}
            </Table.Th>
            <Table.Td ta="right" fw={700} data-label={COLUMNS.principal}>
              {formatCentavos(sum((r) => r.principal))}
            </Table.Td>
            <Table.Td ta="right" fw={700} data-label={COLUMNS.interest}>
              {formatCentavos(sum((r) => r.interest))}
            </Table.Td>
            <Table.Td ta="right" fw={700} data-testid="schedule-total" data-label={COLUMNS.total}>
              {formatCentavos(sum((r) => r.total))}
            </Table.Td>
            {withPayments ? (
              <>
                <Table.Td ta="right" fw={700} data-label={COLUMNS.paid}>
                  {formatCentavos(sum((r) => r.paid ?? 0))}
                </Table.Td>
                <Table.Td className="hl-stack-empty" />
              </>
            ) : null}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </div>
  );
}
