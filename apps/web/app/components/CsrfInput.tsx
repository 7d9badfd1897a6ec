import { useRootData } from '~/lib/hooks';

/** The hidden CSRF token every POST form carries (checked by `readVerifiedForm` in the action). */
export function CsrfInput() {
  const token = useRootData()?.csrf ?? '';
  return <input type="hidden" name="csrf" value={token} />;
}
