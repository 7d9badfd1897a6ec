// /loan/:loanNumber/disclosure.pdf: the Truth in Lending disclosure statement of the member's own
// loan as a PDF (GET /loan/:loanNumber/disclosure?format=pdf), shown inline; private, never cached.
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
  return passPdf(api, `/loan/${encodeURIComponent(loanNumber)}/disclosure?format=pdf`, 'inline', `${loanNumber}-disclosure.pdf`);
}
