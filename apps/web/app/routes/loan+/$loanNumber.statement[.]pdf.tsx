// /loan/:loanNumber/statement.pdf: the statement of account (the loan, its schedule as it stands and
// every payment with its receipt), streamed from the API with the member's token; a download.
import { t } from '@halimbawa/domain';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { LOAN_NUMBER_PATTERN } from '~/features/loans/loan-status';
import { passPdf } from '~/features/loans/pdf.server';
import { plainText } from '~/lib/api.server';
import { requireMember } from '~/lib/member.server';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const loanNumber = params.loanNumber ?? '';
  if (!LOAN_NUMBER_PATTERN.test(loanNumber)) return plainText(404, t(api.lang, 'loans.notFound'));
  return passPdf(api, `/loan/${encodeURIComponent(loanNumber)}/statement.pdf`, 'attachment', `${loanNumber}-statement.pdf`);
}
