// /loan/:loanNumber/disclosure.pdf: the Truth in Lending disclosure statement of the member's own
// loan as a PDF (GET /loan/:loanNumber/disclosure?format=pdf), shown inline; private, never cached.
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { apiFor } from '~/lib/api.server';
import { LOAN_NUMBER_PATTERN } from '~/lib/loans';
import { passPdf } from '~/features/loans/loans.server';
import { loginUrl, pathOf } from '~/lib/redirect.server';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  if (!api.signedIn) throw redirect(loginUrl(pathOf(request)));
  const loanNumber = params.loanNumber ?? '';
  if (!LOAN_NUMBER_PATTERN.test(loanNumber)) {
    return new Response('Not found.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return passPdf(api, `/loan/${encodeURIComponent(loanNumber)}/disclosure?format=pdf`, 'inline', `${loanNumber}-disclosure.pdf`);
}
