// A console list's filters: a GET form of the page's own address (so it works without JavaScript
// and the address keeps the filters), each field labelled, the values read back from the address.
// Sending it starts again at the first page (no cursor).
import { useLocation } from '@remix-run/react';
import { Link } from '~/components/Link';
import { useT } from '~/lib/language';

export type FilterField =
  | { name: string; label: string; type: 'search' | 'text' | 'date'; maxLength?: number }
  | { name: string; label: string; type: 'select'; options: ReadonlyArray<{ value: string; label: string }>; anyLabel?: string };

export function FilterForm({ fields }: { fields: readonly FilterField[] }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <form method="get" action={pathname} className="hl-filters" role="search" aria-label={t('console.filters')}>
      {fields.map((field) => {
        const id = `filter-${field.name}`;
        const value = params.get(field.name) ?? '';
        return (
          <div key={field.name} className="hl-filter">
            <label htmlFor={id}>{field.label}</label>
            {field.type === 'select' ? (
              <select id={id} name={field.name} defaultValue={value}>
                <option value="">{field.anyLabel ?? t('console.anyStatus')}</option>
                {field.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input id={id} name={field.name} type={field.type} defaultValue={value} maxLength={field.type === 'date' ? undefined : (field.maxLength ?? 100)} />
            )}
          </div>
        );
      })}
      <div className="hl-filter-actions">
        <button type="submit" className="hl-pill">
          {t('console.filter')}
        </button>
        <Link to={pathname}>{t('console.clearFilter')}</Link>
      </div>
    </form>
  );
}
