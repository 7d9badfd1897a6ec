// The repayment schedule: one row per monthly instalment (due date, principal, interest, total,
// and, once the loan runs, what was paid), with the column totals in the footer so the sum is
// visible (it is exactly principal + total interest).
import { formatCentavos } from '@halimbawa/domain';
import { Badge, Table, Text } from '@mantine/core';
import type { ScheduleRowView } from '~/lib/api/types';
import { formatDate } from '~/lib/format';

const ROW_STATUS: Record<string, { label: string; color: string }> = {
  SCHEDULED: { label: 'Scheduled', color: 'gray' },
  DUE: { label: 'Due', color: 'orange' },
  PAID: { label: 'Paid', color: 'green' },
  CANCELLED: { label: 'Cancelled', color: 'gray' },
};

export interface ScheduleTableProps {
  rows: ScheduleRowView[];
  caption: string;
  /** Show the Paid and Status columns (the loan statement). */
  withPayments?: boolean;
  /** Due dates are estimates counted from today (before disbursement). */
  estimated?: boolean;
}

export function ScheduleTable({ rows, caption, withPayments = false, estimated = false }: ScheduleTableProps) {
  const sum = (pick: (r: ScheduleRowView) => number) => rows.reduce((s, r) => s + pick(r), 0);
  return (
    // `contain: inline-size`: the table scrolls sideways inside its card on a narrow screen instead
    // of widening the page (its minimum width must not count towards the layout's).
    <Table.ScrollContainer minWidth={withPayments ? 640 : 480} style={{ contain: 'inline-size' }}>
      <Table striped withTableBorder verticalSpacing="xs" data-testid="schedule" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text fw={600} size="sm">
            {caption}
          </Text>
          {estimated ? (
            <Text size="xs" c="dimmed">
              Due dates are estimates counted from today; the real dates count from the day the money reaches your wallet.
            </Text>
          ) : null}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            <Table.Th scope="col">Due date</Table.Th>
            <Table.Th scope="col" ta="right">
              Principal (PHP)
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Interest (PHP)
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Instalment (PHP)
            </Table.Th>
            {withPayments ? (
              <>
                <Table.Th scope="col" ta="right">
                  Paid (PHP)
                </Table.Th>
                <Table.Th scope="col">Status</Table.Th>
              </>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const st = ROW_STATUS[r.status] ?? { label: r.status, color: 'gray' };
            return (
              <Table.Tr key={r.number} data-testid="schedule-row">
                <Table.Td>{r.number}</Table.Td>
                <Table.Td>{r.dueDate ? formatDate(r.dueDate) : 'Set when the money reaches your wallet'}</Table.Td>
                <Table.Td ta="right">{r.principalText}</Table.Td>
                <Table.Td ta="right">{r.interestText}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {r.totalText}
                </Table.Td>
                {withPayments ? (
                  <>
                    <Table.Td ta="right">{r.paidText}</Table.Td>
                    <Table.Td>
                      <Badge color={st.color} variant="light">
                        {st.label}
                      </Badge>
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
              Total
            </Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatCentavos(sum((r) => r.principal))}
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              {formatCentavos(sum((r) => r.interest))}
            </Table.Td>
            <Table.Td ta="right" fw={700} data-testid="schedule-total">
              {formatCentavos(sum((r) => r.total))}
            </Table.Td>
            {withPayments ? (
              <>
                <Table.Td ta="right" fw={700}>
                  {formatCentavos(sum((r) => r.paid ?? 0))}
                </Table.Td>
                <Table.Td />
              </>
            ) : null}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
