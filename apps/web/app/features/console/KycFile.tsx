// A borrower's KYC file on /officer/members/:id: every answer of registration and the activation
// steps that a reason for rejecting may name (the name and birth date, the address, the references,
// the ID, the bank account's name, the income), and the ID photos and selfie shown in the page.
// The photos load through the console's signed-in route (/officer/documents/:id, each view audited
// by the API), never a public address. Plain HTML: no JavaScript, one column on a phone. The
// labels the member's own account page uses (settings.account) are the same words here.
import { countryLabel, valueLabel, type MessageKey } from '@halimbawa/domain';
import type { Schemas } from '@halimbawa/api-client';
import { Facts, type Fact } from '~/components/Facts';
import { formatBirthDate } from '~/features/activation/steps';
import { formatDate, formatPhp } from '~/lib/format';
import { useLanguage, useT } from '~/lib/language';

type Detail = Schemas['OfficerMemberDetailDto'];

function Part({ id, title, items }: { id: string; title: string; items: Array<Fact | null | false> }) {
  return (
    <section aria-labelledby={id} className="hl-kyc-part">
      <h3 id={id}>{title}</h3>
      <Facts items={items} />
    </section>
  );
}

export function KycFileSection({ detail }: { detail: Detail }) {
  const t = useT();
  const lang = useLanguage();
  const { member, personal: p, address: a, references: r, identity: i, bank: b } = detail;
  const e = member.employment;
  const country = (code: string) => countryLabel(lang, code) ?? code;
  const none = t('console.kycFile.notGiven');
  const reference = (n: 1 | 2, name: string | null, relationship: string | null, phone: string | null): Fact | null =>
    name ? { label: t('settings.account.reference', { number: n }), value: `${name} (${relationship ?? ''}), ${phone ?? ''}` } : null;
  return (
    <section className="hl-console-card" aria-labelledby="identity">
      <h2 id="identity">{t('console.identity')}</h2>
      <Facts
        items={[
          { label: t('console.colPhone'), value: member.phoneNumber },
          { label: t('console.colEmail'), value: member.email },
          { label: t('console.kycFile.legalName'), value: p ? [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ') : none, testId: 'kyc-legal-name' },
          p && { label: t('settings.account.birthDate'), value: formatBirthDate(p.birthDate, lang), testId: 'kyc-birth-date' },
          p && { label: t('settings.account.gender'), value: valueLabel(lang, 'gender', p.gender) },
          p && { label: t('settings.account.maritalStatus'), value: valueLabel(lang, 'maritalStatus', p.maritalStatus) },
          p && { label: t('settings.account.nationality'), value: p.nationality },
          i && {
            label: t('settings.account.idType'),
            value: i.identityType === 'Others' && i.otherIdentityType ? `${valueLabel(lang, 'idType', 'Others')}: ${i.otherIdentityType}` : valueLabel(lang, 'idType', i.identityType),
          },
          i && { label: t('settings.account.idNumber'), value: i.identityNumber, testId: 'kyc-id-number' },
        ]}
      />
      <Part
        id="kyc-address"
        title={t('settings.account.address')}
        items={
          a
            ? [
                { label: t('settings.account.streetAddress'), value: a.streetAddress, testId: 'kyc-street' },
                { label: t('settings.account.town'), value: a.town },
                { label: t('settings.account.province'), value: a.province },
                { label: t('settings.account.postalCode'), value: a.postalCode ?? none },
                { label: t('settings.account.country'), value: country(a.countryResidence) },
              ]
            : [{ label: t('settings.account.address'), value: none }]
        }
      />
      <Part
        id="kyc-employment"
        title={t('console.kycFile.employment')}
        items={[
          { label: t('settings.account.monthlyIncome'), value: formatPhp(e.monthlyNetIncome), testId: 'kyc-income' },
          { label: t('settings.account.jobTitle'), value: e.jobTitle },
          { label: t('settings.account.jobCategory'), value: valueLabel(lang, 'jobCategory', e.jobCategory) },
          { label: t('console.kycFile.workLocation'), value: `${e.workLocation}, ${country(e.workPlaceCountry)}` },
        ]}
      />
      <Part
        id="kyc-references"
        title={t('settings.account.references')}
        items={
          r
            ? [reference(1, r.refFullName1, r.refRelationship1, r.refPhoneNumber1), reference(2, r.refFullName2, r.refRelationship2, r.refPhoneNumber2)]
            : [{ label: t('settings.account.references'), value: none }]
        }
      />
      <Part
        id="kyc-bank"
        title={t('settings.account.bank')}
        items={
          b
            ? [
                { label: t('settings.account.bankName'), value: b.bankName },
                { label: t('console.kycFile.accountName'), value: b.accountName, testId: 'kyc-account-name' },
                { label: t('settings.account.accountNumber'), value: b.accountNumberMasked },
                { label: t('console.kycFile.confirmed'), value: b.confirmedAt ? formatDate(b.confirmedAt, lang) : t('console.kycFile.notConfirmed') },
              ]
            : [{ label: t('settings.account.bank'), value: none }]
        }
      />
    </section>
  );
}

/** The ID photos and selfie in the page, each a link to itself at full size. */
export function DocumentsSection({ documents }: { documents: Detail['documents'] }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <section className="hl-console-card" aria-labelledby="documents">
      <h2 id="documents">{t('console.documents')}</h2>
      {documents.length === 0 ? (
        <p className="hl-empty" role="status">
          {t('consoleMoney.noDocuments')}
        </p>
      ) : (
        <ul className="hl-kyc-photos" data-testid="member-documents">
          {documents.map((d) => {
            const kind = t(`consoleMoney.documentKinds.${d.kind}` as MessageKey);
            return (
              <li key={d.id}>
                <figure>
                  <a href={d.path} target="_blank" rel="noreferrer">
                    {/* Its size is known, so the page does not jump while it loads; CSS scales it to the column. */}
                    <img src={d.path} alt={t('console.kycFile.photoAlt', { kind })} width={d.width} height={d.height} loading="lazy" decoding="async" />
                  </a>
                  <figcaption>{t('console.kycFile.photoUploaded', { kind, date: formatDate(d.uploadedAt, lang) })}</figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
