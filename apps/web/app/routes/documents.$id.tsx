// /documents/:id[?size=thumb]: one of the member's own identity images, passed through from the API
// (features/documents/document-image.server.ts); another member's id is a 404.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { documentImage } from '~/features/documents/document-image.server';
import { requireMember } from '~/lib/member.server';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  return documentImage(api, request, params.id ?? '', '/member/documents');
}
