// Dates as a member in the Philippines reads them: the one formatter of libs/domain, which SMS and
// PDFs use too (Manila time, spelled out in the page's language by Intl).
import { formatCentavos, parseAmount } from '@halimbawa/domain';

export { formatDate, formatDateTime } from '@halimbawa/domain';

/** A peso amount the API gives as a decimal string ('35000.00') as the pages show it: 'PHP 35,000.00'. */
export function formatPhp(value: number | string | undefined): string {
  if (value === undefined || value === null || value === '') return '';
  const c = parseAmount(String(value));
  return c === null ? String(value) : `PHP ${formatCentavos(c)}`;
}
