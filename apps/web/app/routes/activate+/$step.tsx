// /activate/1 ... /activate/5: short addresses of the steps (/activate/personal ... /activate/bank).
// Any other /activate/<something> is a 404.
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { t } from '@halimbawa/domain';
import { STEPS } from '~/features/activation/steps';
import { requestLanguage } from '~/lib/language.server';

export function loader({ request, params }: LoaderFunctionArgs) {
  const n = /^[1-5]$/.test(params.step ?? '') ? Number(params.step) : 0;
  if (!n) throw new Response(t(requestLanguage(request), 'activation.notFound'), { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return redirect(STEPS[n - 1].path);
}

export default function ActivateStepAlias() {
  return null;
}
