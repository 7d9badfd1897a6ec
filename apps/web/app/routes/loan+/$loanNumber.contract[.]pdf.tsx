// /loan/:loanNumber/contract.pdf: the member's signed contract, the PDF the API stored at signing,
// streamed through with the member's token (the browser never sees it). A download; private, never
// cached; the API's 404 ('Contract not found.') for anything not the member's own signed contract.
import { t } from '@halimbawa/domain';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { LOAN_NUMBER_PATTERN } from '~/features/loans/loan-status';
import { passPdf } from '~/features/loans/pdf.server';
import { plainText } from '~/lib/api.server';
import { requireMember } from '~/lib/member.server';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const loanNumber = params.loanNumber ?? '';
  if (!LOAN_NUMBER_PATTERN.test(loanNumber)) {
    return plainText(404, t(api.lang, 'loans.notFound'));
  }
  return passPdf(api, `/loan/${encodeURIComponent(loanNumber)}/contract.pdf`, 'attachment', `${loanNumber}-contract.pdf`);
}
