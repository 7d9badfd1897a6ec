// /loan/:loanNumber/contract.pdf: the member's signed contract, the PDF the API stored at signing,
// streamed through with the member's token (the browser never sees it). A download; private, never
// cached; the API's 404 ('Contract not found.') for anything not the member's own signed contract.
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
  return passPdf(api, `/loan/${encodeURIComponent(loanNumber)}/contract.pdf`, 'attachment', `${loanNumber}-contract.pdf`);
}
