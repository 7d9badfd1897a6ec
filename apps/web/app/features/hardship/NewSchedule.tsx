// An approved hardship request's new schedule (docs/decisions/021-restructured-schedules.md): the
// disclosure compares the schedule followed now with the new one (instalment, number of instalments,
// finance charge, total to pay, EIR), lists the new rows, and the new schedule is signed with a code
// sent by SMS, like the first contract. The earlier versions stay readable below it.
import { formatCentavos, formatPercent } from '@halimbawa/domain';
import type { ReactNode } from 'react';
import { ContractSigning } from '~/features/loans/ContractSigning';
import type { ScheduleVersionView } from '~/lib/api/types';
import { formatDate } from '~/lib/format';
import { useLanguage, useT } from '~/lib/language';

const php = (c: number) => `PHP ${formatCentavos(c)}`;

export function NewSchedule(props: {
  loanNumber: string;
  inForce: ScheduleVersionView;
  pending: ScheduleVersionView;
  codeSent: boolean;
  codeError?: string | null;
  formError?: string | null;
}) {
  const { loanNumber, inForce, pending } = props;
  const t = useT();
  const eir = (v: ScheduleVersionView) => t('hardship.schedule.eirValue', { monthly: formatPercent(v.eirMonthly), yearly: formatPercent(v.eirYearly) });
  const figures: ['instalment' | 'count' | 'financeCharge' | 'totalRepay' | 'eir', (v: ScheduleVersionView) => ReactNode][] = [
    ['instalment', (v) => php(v.instalment)],
    ['count', (v) => v.count],
    ['financeCharge', (v) => php(v.totalInterest)],
    ['totalRepay', (v) => php(v.totalRepay)],
    ['eir', eir],
  ];
  return (
    <section aria-labelledby="new-schedule" className="hl-col hl-card" data-radius="md" data-testid="new-schedule">
      <h2 className="hl-h" id="new-schedule">
        {t('hardship.schedule.title')}
      </h2>
      <p className="hl-t">{t('hardship.schedule.intro')}</p>
      <div className="hl-scroll">
        <table className="hl-stack" data-testid="schedule-compare">
          <caption>{t('hardship.schedule.compare')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('hardship.schedule.figure')}</th>
              <th scope="col">{t('hardship.schedule.current')}</th>
              <th scope="col">{t('hardship.schedule.next')}</th>
            </tr>
          </thead>
          <tbody>
            {figures.map(([key, show]) => (
              <tr key={key}>
                <th scope="row">{t(`hardship.schedule.${key}`)}</th>
                <td data-label={t('hardship.schedule.current')}>{show(inForce)}</td>
                <td data-label={t('hardship.schedule.next')}>{show(pending)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <VersionRows version={pending} caption={t('hardship.schedule.rows')} />
      <div id="sign">
        <ContractSigning
          loanNumber={loanNumber}
          codeSent={props.codeSent}
          phoneMasked=""
          codeError={props.codeError}
          formError={props.formError}
          action={`/loan/${encodeURIComponent(loanNumber)}/hardship#sign`}
          hidden={{ version: String(pending.version) }}
          intro={t('hardship.schedule.signIntro')}
          signLabel={t('hardship.schedule.sign')}
        />
      </div>
    </section>
  );
}

/** Every version, newest first, each readable as it stands. */
export function ScheduleVersions({ versions }: { versions: ScheduleVersionView[] }) {
  const t = useT();
  const lang = useLanguage();
  if (versions.length < 2) return null;
  return (
    <section aria-labelledby="schedule-versions" className="hl-col" data-testid="schedule-versions">
      <h2 className="hl-h" id="schedule-versions">
        {t('hardship.schedule.versions')}
      </h2>
      {versions.map((v) => (
        <details key={v.version} className="hl-card" data-radius="md">
          <summary className="hl-t">
            <span className="hl-strong">{t('hardship.schedule.version', { version: v.version })}</span>: {v.statusText}
            {v.signedAt ? ` · ${t('hardship.schedule.signedOn', { date: formatDate(v.signedAt, lang) })}` : ''}
          </summary>
          <VersionRows version={v} caption={t('hardship.schedule.version', { version: v.version })} />
        </details>
      ))}
    </section>
  );
}

function VersionRows({ version, caption }: { version: ScheduleVersionView; caption: string }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <div className="hl-scroll">
      <table className="hl-stack">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('hardship.schedule.number')}</th>
            <th scope="col">{t('hardship.schedule.dueDate')}</th>
            <th scope="col">{t('hardship.schedule.principal')}</th>
            <th scope="col">{t('hardship.schedule.interest')}</th>
            <th scope="col">{t('hardship.schedule.total')}</th>
          </tr>
        </thead>
        <tbody>
          {version.rows.map((r) => (
            <tr key={r.number}>
              <td data-label={t('hardship.schedule.number')}>{r.number}</td>
              <td data-label={t('hardship.schedule.dueDate')}>{formatDate(r.dueDate, lang)}</td>
              <td data-label={t('hardship.schedule.principal')}>{php(r.principal)}</td>
              <td data-label={t('hardship.schedule.interest')}>{php(r.interest)}</td>
              <td data-label={t('hardship.schedule.total')}>{php(r.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
