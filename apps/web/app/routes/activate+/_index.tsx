// /activate: sends the member to the step their info state names, or to /dash once activated.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { pathForState } from '~/features/activation/steps';
import { loadKyc } from '~/features/activation/activation.server';
import { requireMember } from '~/lib/member.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const kyc = await loadKyc(api);
  return api.redirect(pathForState(kyc.infoState));
}

export default function ActivateIndex() {
  return null;
}
