// Step 5, 'Beneficiary bank account': where the loan is paid out. A bank or e-wallet of the list (or
// another bank, by name), the account name, and the account number typed twice (pasting is allowed;
// the second entry must match). Finish: PATCH /member/update/bank, then /dash.
import { FORM_MESSAGES, PH_BANKS, findBank, validateBank, type FieldErrors } from '@halimbawa/domain';
import { NativeSelect, Text, TextInput } from '@mantine/core';
import type { ActionFunctionArgs } from '@remix-run/node';
import { useState } from 'react';
import { StepForm, useKyc, useStepValues } from '~/features/activation/StepForm';
import { STEP_FIELDS, stepByKey, topMessageFor } from '~/features/activation/steps';
import { saveStep, startBankChange, stepFailure } from '~/features/activation/activation.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { fieldProps, formValues } from '~/lib/forms';
import { useHydrated } from '~/lib/hooks';
import { requireMember } from '~/lib/member.server';

const STEP = stepByKey('bank');
const OTHER = 'Other';
const OTHER_BANK_MESSAGE = 'Please enter the name of your bank.';

const BANK_OPTIONS = [
  { value: '', label: 'Choose…' },
  { group: 'E-wallets', items: PH_BANKS.filter((b) => b.kind === 'ewallet').map((b) => b.name) },
  { group: 'Banks', items: PH_BANKS.filter((b) => b.kind === 'bank' && b.name !== OTHER).map((b) => b.name) },
  { group: 'Not listed', items: [{ value: OTHER, label: 'Other bank' }] },
];

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await requireMember(request, context);
  const form = await readVerifiedForm(request);
  const values = formValues(form, [...STEP_FIELDS.bank, 'otherBankName']);
  const other = values.bankName.trim() === OTHER;
  const bankName = other ? values.otherBankName.trim() : values.bankName;
  const errors: FieldErrors = validateBank({ ...values, bankName });
  if (other) {
    // The bank's own name goes to the API; its message is shown beside the name field.
    if (errors.bankName || !bankName) errors.otherBankName = bankName ? errors.bankName : OTHER_BANK_MESSAGE;
    delete errors.bankName;
  }
  if (Object.keys(errors).length > 0) {
    const missing = other && !bankName ? FORM_MESSAGES.incomplete : topMessageFor('bank', values, errors);
    return stepFailure(api, { status: 400, formError: missing, errors, values });
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
  const kyc = useKyc();
  const saved = kyc.bank;
  const { value, error } = useStepValues();
  const hydrated = useHydrated();
  // A saved bank that is not on the list is shown as 'Other bank' with its name.
  const savedListed = saved ? findBank(saved.bankName) : undefined;
  const savedSelect = saved ? (savedListed && savedListed.name !== OTHER ? savedListed.name : OTHER) : undefined;
  const savedOther = saved && savedSelect === OTHER ? saved.bankName : undefined;
  const initialBank = value('bankName', savedSelect);
  const [bank, setBank] = useState(initialBank);
  const showOther = !hydrated || bank === OTHER;
  const ewallet = findBank(bank)?.kind === 'ewallet';
  const p = kyc.personal;
  const ownName = p ? [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ') : '';
  return (
    <StepForm
      step={STEP}
      intro="The account in your own name that receives your loan when you withdraw it from your wallet."
    >
      {saved ? (
        <Text size="sm">
          Saved account: <strong>{saved.bankName}</strong>, {saved.accountName}, number <strong>{saved.accountNumberMasked}</strong>.
          Type the whole number again below to keep it.
          {saved.confirmedAt ? ' To use another account instead, enter it: we will send a code by SMS to your phone to confirm the change.' : ''}
        </Text>
      ) : null}
      <NativeSelect
        label="Bank or e-wallet"
        name="bankName"
        required
        data={BANK_OPTIONS}
        defaultValue={initialBank}
        onChange={(e) => setBank(e.currentTarget.value)}
        error={error('bankName')}
      />
      {showOther ? (
        <TextInput
          label="Name of your bank"
          name="otherBankName"
          description={hydrated ? undefined : "Only if you chose 'Other bank' above."}
          required={hydrated}
          minLength={3}
          maxLength={100}
          defaultValue={value('otherBankName', savedOther)}
          error={error('otherBankName')}
        />
      ) : null}
      <TextInput
        label="Account name"
        description="Your name as the bank or e-wallet has it."
        {...fieldProps('accountName')}
        defaultValue={value('accountName', saved?.accountName, ownName)}
        error={error('accountName')}
      />
      <div className="hl-act-row">
        <TextInput
          label="Account number"
          description={
            ewallet || !hydrated
              ? 'For GCash or Maya: your 11-digit mobile number starting with 09.'
              : 'As on your passbook, card or banking app.'
          }
          {...fieldProps('accountNumber')}
          defaultValue={value('accountNumber')}
          error={error('accountNumber')}
        />
        <TextInput
          label="Confirm account number"
          description="Type or paste the number again."
          {...fieldProps('confirmAccountNumber')}
          defaultValue={value('confirmAccountNumber')}
          error={error('confirmAccountNumber')}
        />
      </div>
    </StepForm>
  );
}
