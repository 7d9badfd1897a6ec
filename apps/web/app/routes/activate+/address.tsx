// Step 2, 'Current residential address': country (the Philippines by default), province, town or
// city, street address and an optional postal code. PATCH /member/update/address.
import { COUNTRIES, countryLabel, validateAddress, type Language } from '@halimbawa/domain';
import { NativeSelect, TextInput } from '@mantine/core';
import type { ActionFunctionArgs } from '@remix-run/node';
import { StepForm, useKyc, useStepValues } from '~/features/activation/StepForm';
import { STEP_FIELDS, stepByKey } from '~/features/activation/steps';
import { saveStep } from '~/features/activation/activation.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { useFieldProps, formValues } from '~/lib/forms';
import { requireMember } from '~/lib/member.server';
import { useLanguage, useT } from '~/lib/language';

const STEP = stepByKey('address');
/** The countries in the page's language, with 'Choose…' (`choose`) first. */
function countryOptions(lang: Language, choose: string) {
  return [{ value: '', label: choose }, ...COUNTRIES.map((c) => ({ value: c.code, label: countryLabel(lang, c.code) ?? c.name }))];
}

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await requireMember(request, context);
  const form = await readVerifiedForm(request);
  const values = formValues(form, STEP_FIELDS.address);
  return saveStep(api, request, 'address', values, { ...values }, validateAddress(values));
}

export default function AddressStep() {
  const field = useFieldProps();
  const saved = useKyc().address;
  const { value, error } = useStepValues();
  const lang = useLanguage();
  const t = useT();
  return (
    <StepForm step={STEP} intro={t('activation.address.intro')}>
      <NativeSelect
        label={t('activation.address.country')}
        {...field('countryResidence')}
        data={countryOptions(lang, t('activation.choose'))}
        defaultValue={value('countryResidence', saved?.countryResidence, 'PH')}
        error={error('countryResidence')}
      />
      <div className="hl-act-row">
        <TextInput
          label={t('activation.address.province')}
          {...field('province')}
          placeholder={t('activation.address.provincePlaceholder')}
          defaultValue={value('province', saved?.province)}
          error={error('province')}
        />
        <TextInput
          label={t('activation.address.town')}
          {...field('town')}
          placeholder={t('activation.address.townPlaceholder')}
          defaultValue={value('town', saved?.town)}
          error={error('town')}
        />
      </div>
      <TextInput
        label={t('activation.address.street')}
        description={t('activation.address.streetHint')}
        {...field('streetAddress')}
        defaultValue={value('streetAddress', saved?.streetAddress)}
        error={error('streetAddress')}
      />
      <TextInput
        label={t('activation.address.postalCode')}
        description={t('activation.optional')}
        {...field('postalCode')}
        defaultValue={value('postalCode', saved?.postalCode)}
        error={error('postalCode')}
        w={{ base: '100%', sm: 200 }}
      />
    </StepForm>
  );
}
