// Covered and suspicious transaction reports as the compliance console shows them (docs/aml.md):
// one table for every list of them, the overdue ones marked.
import { formatCentavos } from '@halimbawa/domain';
import { Link } from '~/components/Link';
import type { ResponseOf } from '~/lib/api/contract';
import { PagedTable } from '~/features/console/PagedTable';
import { StatusBadge } from '~/features/console/StatusBadge';
import { formatDateTime } from '~/lib/format';
import { useLanguage, useT } from '~/lib/language';

export type Report = ResponseOf<'/compliance/reports/{id}', 'get'>;

/** The reason codes a suspicious transaction report may give, in the API's order (docs/aml.md). */
export const STR_REASONS = ['SI1', 'SI2', 'SI3', 'SI4', 'SI5', 'SI6', 'SI7', 'TF1'] as const;

export function ReportsTable({ caption, rows, nextCursor, filtered, empty, withMember = true }: { caption: string; rows: readonly Report[]; nextCursor: string | null; filtered?: boolean; empty: string; withMember?: boolean }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <PagedTable
      caption={caption}
      rows={rows}
      rowKey={(r) => r.id}
      nextCursor={nextCursor}
      filtered={filtered}
      empty={empty}
      columns={[
        { key: 'kind', header: t('compliance.kind'), cell: (r) => <Link to={`/compliance/reports/${r.id}`}>{t(`compliance.kind${r.kind}`)}</Link> },
        ...(withMember ? [{ key: 'member', header: t('compliance.member'), cell: (r: Report) => <Link to={`/compliance/members/${r.memberId}`}>{r.memberName}</Link> }] : []),
        { key: 'transaction', header: t('compliance.transaction'), cell: (r) => (r.transactionKind ? t(`compliance.tx${r.transactionKind}`) : r.reasonCodes.join(' ')) },
        { key: 'amount', header: t('compliance.amount'), cell: (r) => (r.amountPhp === null ? '—' : `PHP ${formatCentavos(r.amountPhp)}`), numeric: true },
        { key: 'occurred', header: t('compliance.occurredOn'), cell: (r) => r.occurredOn },
        {
          key: 'due',
          header: t('compliance.dueOn'),
          cell: (r) => (
            <>
              {r.dueOn} {r.overdue ? <StatusBadge tone="danger">{t('compliance.overdueBadge')}</StatusBadge> : null}
            </>
          ),
        },
        { key: 'filed', header: t('compliance.filed'), cell: (r) => (r.filedReference && r.filedAt ? t('compliance.filedAs', { reference: r.filedReference, when: formatDateTime(r.filedAt, lang) }) : t('compliance.notFiled')) },
      ]}
    />
  );
}
