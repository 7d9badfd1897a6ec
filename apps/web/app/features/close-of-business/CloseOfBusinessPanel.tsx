// The close of business as an admin sees it on /admin: the day the books are accrued through, the
// latest days with their progress (or the loan a day stopped at), and a plain form that runs it now
// or resumes a stopped day (POST /admin/close-of-business/run, audited by the API).
import type { Schemas } from '@halimbawa/api-client';
import { Form } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { MoneyTable } from '~/features/books/MoneyTable';
import { SubmitRow } from '~/features/console/Field';
import { StatusBadge, type BadgeTone } from '~/features/console/StatusBadge';
import { formatDateTime } from '~/lib/format';
import { useLanguage, useT } from '~/lib/language';

const TONE: Record<Schemas['CloseOfBusinessRunDto']['status'], BadgeTone> = { RUNNING: 'info', FAILED: 'danger', DONE: 'success' };

export function CloseOfBusinessPanel({ progress }: { progress: Schemas['CloseOfBusinessProgressDto'] }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <section className="hl-console-card" aria-labelledby="cob-title">
      <h2 id="cob-title">{t('closeOfBusinessPage.title')}</h2>
      <p>{t('closeOfBusinessPage.intro')}</p>
      <p data-testid="cob-last-closed">
        <strong>{progress.lastClosedDate ? t('closeOfBusinessPage.lastClosed', { date: progress.lastClosedDate }) : t('closeOfBusinessPage.neverClosed')}</strong>
      </p>
      {progress.runs.length === 0 ? (
        <p>{t('closeOfBusinessPage.empty')}</p>
      ) : (
        <MoneyTable
          testId="cob-runs"
          caption={t('closeOfBusinessPage.title')}
          header={[t('closeOfBusinessPage.day'), t('closeOfBusinessPage.status'), t('closeOfBusinessPage.loans'), t('closeOfBusinessPage.interest'), t('closeOfBusinessPage.lateCharges'), t('closeOfBusinessPage.finished')]}
          rows={progress.runs.map((run) => [
            run.businessDate,
            <>
              <StatusBadge tone={TONE[run.status]}>{t(`closeOfBusinessPage.statuses.${run.status}`)}</StatusBadge>
              {run.status === 'FAILED' ? <div>{t('closeOfBusinessPage.failedAt', { loanNumber: run.failedLoanNumber ?? '', failure: run.failure ?? '' })}</div> : null}
            </>,
            run.loansDone,
            { centavos: run.interestAccrued },
            { centavos: run.lateCharges },
            run.finishedAt ? formatDateTime(run.finishedAt, lang) : '',
          ])}
        />
      )}
      <h3 id="cob-run">{t('closeOfBusinessPage.runTitle')}</h3>
      <p>{t('closeOfBusinessPage.runHelp')}</p>
      <Form method="post" aria-labelledby="cob-run">
        <CsrfInput />
        <SubmitRow label={t('closeOfBusinessPage.run')} />
      </Form>
    </section>
  );
}
