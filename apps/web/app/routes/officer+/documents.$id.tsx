// /officer/documents/:id[?size=thumb]: a member's identity image for staff, passed through from the
// API's authenticated route (features/documents/document-image.server.ts), which audits each view.
// Never a public address: a visitor signs in, a member without the role gets the console's 404.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireStaff } from '~/features/console/staff.server';
import { documentImage } from '~/features/documents/document-image.server';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  return documentImage(api, request, params.id ?? '', '/officer/documents');
}
