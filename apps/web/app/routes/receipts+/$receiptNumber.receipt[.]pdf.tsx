// /receipts/:receiptNumber/receipt.pdf: the receipt as a PDF in the member's language, streamed from
// the API with the member's token; the API's 404 for anyone else's receipt.
import { t } from '@halimbawa/domain';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { RECEIPT_NUMBER_PATTERN } from '~/features/history/history.server';
import { passPdf } from '~/features/loans/pdf.server';
import { plainText } from '~/lib/api.server';
import { requireMember } from '~/lib/member.server';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const receiptNumber = params.receiptNumber ?? '';
  if (!RECEIPT_NUMBER_PATTERN.test(receiptNumber)) return plainText(404, t(api.lang, 'history.receipt.notFound'));
  return passPdf(api, `/receipts/${receiptNumber}/pdf`, 'attachment', `${receiptNumber}.pdf`);
}
