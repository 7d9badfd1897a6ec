// /settings/data.pdf: the member's data (GET /member/data/pdf) as a PDF to read, in the page's
// language, streamed with the member's token. A resource route: a plain link downloads it.
import { manilaIsoDate } from '@halimbawa/domain';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { passPdf } from '~/features/loans/pdf.server';
import { requireMember } from '~/lib/member.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  return passPdf(api, '/member/data/pdf', 'attachment', `halimbawa-data-${manilaIsoDate(new Date())}.pdf`);
}
