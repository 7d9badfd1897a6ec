// Dates as a member in the Philippines reads them: the one formatter of libs/domain, which SMS and
// PDFs use too (Manila time, spelled out in the page's language by Intl).
export { formatDate, formatDateTime } from '@halimbawa/domain';
