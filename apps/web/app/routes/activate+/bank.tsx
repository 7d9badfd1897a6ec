// Step 5, 'Beneficiary bank account': where the loan is paid out. A bank or e-wallet of the list (or
// another bank, by name), the account name, and the account number typed twice (pasting is allowed;
// the second entry must match). Finish: PATCH /member/update/bank, then /dash.
import { PH_BANKS, findBank, sayEach, t as translate, validateBank, type FieldErrors } from '@halimbawa/domain';
import { NativeSelect, Text, TextInput } from '@mantine/core';
import type { ActionFunctionArgs } from '@remix-run/node';
import { StepForm, useKyc, useStepValues } from '~/features/activation/StepForm';
import { STEP_FIELDS, stepByKey, topMessageFor } from '~/features/activation/steps';
import { saveStep, startBankChange, stepFailure } from '~/features/activation/activation.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { useFieldProps, formValues } from '~/lib/forms';
import { requireMember } from '~/lib/member.server';
import { useT } from '~/lib/language';

const STEP = stepByKey('bank');
const OTHER = 'Other';

const EWALLETS = PH_BANKS.filter((b) => b.kind === 'ewallet').map((b) => b.name);
const BANKS = PH_BANKS.filter((b) => b.kind === 'bank' && b.name !== OTHER).map((b) => b.name);

/** The banks and e-wallets by their own names (never translated), grouped in the page's language. */
function BankOptions() {
  const t = useT();
  const names = (list: string[]) =>
    list.map((name) => (
      <option key={name} value={name} translate="no">
        {name}
      </option>
    ));
  return (
    <>
      <option value="">{t('activation.choose')}</option>
      <optgroup label={t('activation.bank.ewallets')}>{names(EWALLETS)}</optgroup>
      <optgroup label={t('activation.bank.banks')}>{names(BANKS)}</optgroup>
      <optgroup label={t('activation.bank.notListed')}>
        <option value={OTHER}>{t('activation.bank.otherBank')}</option>
      </optgroup>
    </>
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await requireMember(request, context);
  const form = await readVerifiedForm(request);
  const values = formValues(form, [...STEP_FIELDS.bank, 'otherBankName']);
  const other = values.bankName.trim() === OTHER;
  const bankName = other ? values.otherBankName.trim() : values.bankName;
  const errors: FieldErrors = validateBank({ ...values, bankName });
  if (other) {
    // The bank's own name goes to the API; its message is shown beside the name field.
    if (errors.bankName || !bankName) errors.otherBankName = bankName ? errors.bankName : { code: 'activation.bank.otherBankMissing' };
    delete errors.bankName;
  }
  if (Object.keys(errors).length > 0) {
    const missing = other && !bankName ? translate(api.lang, 'form.incomplete') : topMessageFor('bank', values, errors, api.lang);
    return stepFailure(api, { status: 400, formError: missing, errors: sayEach(api.lang, errors), values });
  }
  const body = {
    bankName,
    accountName: values.accountName,
    accountNumber: values.accountNumber,
    confirmAccountNumber: values.confirmAccountNumber,
  };
  // A confirmed account is changed with an SMS code (the API answers 409 to a plain save).
  const pending = { bankName, accountName: values.accountName.trim(), accountNumber: values.accountNumber.trim() };
  return saveStep(api, request, 'bank', values, body, {}, () => startBankChange(api, request, pending, values));
}

export default function BankStep() {
  const field = useFieldProps();
  const kyc = useKyc();
  const saved = kyc.bank;
  const { value, error } = useStepValues();
  const t = useT();
  // A saved bank that is not on the list is shown as 'Other bank' with its name.
  const savedListed = saved ? findBank(saved.bankName) : undefined;
  const savedSelect = saved ? (savedListed && savedListed.name !== OTHER ? savedListed.name : OTHER) : undefined;
  const savedOther = saved && savedSelect === OTHER ? saved.bankName : undefined;
  const initialBank = value('bankName', savedSelect);
  const p = kyc.personal;
  const ownName = p ? [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ') : '';
  return (
    <StepForm step={STEP} intro={t('activation.bank.intro')}>
      {saved ? (
        <Text size="sm">
          {t('activation.bank.saved')} <strong>{saved.bankName}</strong>, <span translate="no">{saved.accountName}</span>,{' '}
          {t('activation.bank.savedNumber')} <strong>{saved.accountNumberMasked}</strong>. {t('activation.bank.savedKeep')}
          {saved.confirmedAt ? ` ${t('activation.bank.savedChange')}` : ''}
        </Text>
      ) : null}
      <NativeSelect
        label={t('activation.bank.bank')}
        name="bankName"
        required
        defaultValue={initialBank}
        error={error('bankName')}
      >
        <BankOptions />
      </NativeSelect>
      {/* Always shown, since the page is sent without React: the server reads it only for 'Other bank'. */}
      <TextInput
        label={t('activation.bank.otherName')}
        name="otherBankName"
        description={t('activation.bank.otherNameHint')}
        minLength={3}
        maxLength={100}
        defaultValue={value('otherBankName', savedOther)}
        error={error('otherBankName')}
      />
      <TextInput
        label={t('activation.bank.accountName')}
        description={t('activation.bank.accountNameHint')}
        {...field('accountName')}
        defaultValue={value('accountName', saved?.accountName, ownName)}
        error={error('accountName')}
      />
      <div className="hl-act-row">
        <TextInput
          label={t('activation.bank.accountNumber')}
          description={t('activation.bank.ewalletHint')}
          {...field('accountNumber')}
          defaultValue={value('accountNumber')}
          error={error('accountNumber')}
        />
        <TextInput
          label={t('activation.bank.confirmNumber')}
          description={t('activation.bank.confirmHint')}
          {...field('confirmAccountNumber')}
          defaultValue={value('confirmAccountNumber')}
          error={error('confirmAccountNumber')}
        />
      </div>
    </StepForm>
  );
}
