// A loan's write-off on /officer/loans/:loanNumber: what the loan owes on the books, and the form
// that proposes the write-off with a reason (the second check happens at /officer/approvals); or
// the write-off waiting, or done with what was recovered since.
import type { Schemas } from '@halimbawa/api-client';
import { formatCentavos } from '@halimbawa/domain';
import { Form } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import type { FormRefusal } from '~/lib/forms';
import { formatDateTime } from '~/lib/format';
import { useLanguage, useT } from '~/lib/language';
import { Field, FormError } from './Field';

type WriteOffView = Schemas['WriteOffViewDto'];

export function WriteOff({ view, refusal }: { view: WriteOffView; refusal: FormRefusal | undefined }) {
  const t = useT();
  const lang = useLanguage();
  const { receivables, pending, writtenOff } = view;
  return (
    <section className="hl-console-card" aria-labelledby="write-off" data-testid="write-off">
      <h2 id="write-off">{t('provisioningPage.writeOffTitle')}</h2>
      {writtenOff ? (
        <>
          <p>
            {t('provisioningPage.done', {
              when: formatDateTime(writtenOff.writtenOffAt, lang),
              amount: formatCentavos(writtenOff.amount),
              fromAllowance: formatCentavos(writtenOff.fromAllowance),
              recovered: formatCentavos(writtenOff.recovered),
            })}
          </p>
          <p>{t('provisioningPage.doneReason', { reason: writtenOff.reason })}</p>
        </>
      ) : (
        <>
          <p>{t('provisioningPage.writeOffIntro')}</p>
          <p>
            {t('provisioningPage.owed', {
              amount: formatCentavos(receivables.total),
              principal: formatCentavos(receivables.principal),
              interest: formatCentavos(receivables.interest),
              lateCharges: formatCentavos(receivables.lateCharges),
            })}
          </p>
          {pending ? (
            <p role="status">
              <Link to="/officer/approvals?kind=loan.write-off">{t('provisioningPage.waiting', { amount: formatCentavos(pending.amount ?? receivables.total) })}</Link>
            </p>
          ) : view.canWriteOff ? (
            <Form method="post" className="hl-console-form" aria-label={t('provisioningPage.propose')}>
              <CsrfInput />
              <input type="hidden" name="intent" value="write-off" />
              <FormError message={refusal?.formError} />
              <Field id="write-off-reason" label={t('provisioningPage.reason')} error={refusal?.errors.reason}>
                {(p) => <textarea {...p} name="reason" required maxLength={500} defaultValue={refusal?.values.reason ?? ''} />}
              </Field>
              <button type="submit" className="hl-pill">
                {t('provisioningPage.propose')}
              </button>
            </Form>
          ) : (
            <>
              <FormError message={refusal?.formError} />
              <p>{t('provisioningPage.cannot')}</p>
            </>
          )}
        </>
      )}
    </section>
  );
}
