// Step 2, 'Current residential address': country (the Philippines by default), province, town or
// city, street address and an optional postal code. PATCH /member/update/address.
import { COUNTRIES, validateAddress } from '@halimbawa/domain';
import { NativeSelect, TextInput } from '@mantine/core';
import type { ActionFunctionArgs } from '@remix-run/node';
import { StepForm, useKyc, useStepValues } from '~/features/activation/StepForm';
import { STEP_FIELDS, stepByKey } from '~/features/activation/steps';
import { saveStep } from '~/features/activation/activation.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { fieldProps, formValues } from '~/lib/forms';
import { requireMember } from '~/lib/member.server';

const STEP = stepByKey('address');
const COUNTRY_OPTIONS = [{ value: '', label: 'Choose…' }, ...COUNTRIES.map((c) => ({ value: c.code, label: c.name }))];

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await requireMember(request, context);
  const form = await readVerifiedForm(request);
  const values = formValues(form, STEP_FIELDS.address);
  return saveStep(api, request, 'address', values, { ...values }, validateAddress(values));
}

export default function AddressStep() {
  const saved = useKyc().address;
  const { value, error } = useStepValues();
  return (
    <StepForm step={STEP} intro="Where you live now.">
      <NativeSelect
        label="Country of residence"
        {...fieldProps('countryResidence')}
        data={COUNTRY_OPTIONS}
        defaultValue={value('countryResidence', saved?.countryResidence, 'PH')}
        error={error('countryResidence')}
      />
      <div className="hl-act-row">
        <TextInput
          label="Province"
          {...fieldProps('province')}
          placeholder="e.g. Metro Manila"
          defaultValue={value('province', saved?.province)}
          error={error('province')}
        />
        <TextInput
          label="Town or city"
          {...fieldProps('town')}
          placeholder="e.g. Quezon City"
          defaultValue={value('town', saved?.town)}
          error={error('town')}
        />
      </div>
      <TextInput
        label="Street address"
        description="House or unit number, street, barangay"
        {...fieldProps('streetAddress')}
        defaultValue={value('streetAddress', saved?.streetAddress)}
        error={error('streetAddress')}
      />
      <TextInput
        label="Postal code"
        description="Optional"
        {...fieldProps('postalCode')}
        defaultValue={value('postalCode', saved?.postalCode)}
        error={error('postalCode')}
        w={{ base: '100%', sm: 200 }}
      />
    </StepForm>
  );
}
