// Step 3, 'Character References': one person who knows you (a second is optional), with their
// relationship to you and their phone number (the Philippines by default; not your own number).
// PATCH /member/update/references. References are never contacted about your repayments (docs/product.md §7).
import { COUNTRIES, countryLabel, splitPhone, validateReferences } from '@halimbawa/domain';
import { NativeSelect, Text, TextInput } from '@mantine/core';
import type { ActionFunctionArgs } from '@remix-run/node';
import { StepForm, useKyc, useStepValues } from '~/features/activation/StepForm';
import { STEP_FIELDS, stepByKey } from '~/features/activation/steps';
import { saveStep } from '~/features/activation/activation.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { useFieldProps, formValues } from '~/lib/forms';
import { requireMember } from '~/lib/member.server';
import { useLanguage, useT } from '~/lib/language';

const STEP = stepByKey('references');

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await requireMember(request, context);
  const form = await readVerifiedForm(request);
  const values = formValues(form, STEP_FIELDS.references);
  // The member's own number, which a reference may not have.
  const me = await api.get('/member/me');
  const own = me.ok ? me.data.phoneNumber : '';
  return saveStep(api, request, 'references', values, { ...values }, validateReferences(values, own));
}

function phoneParts(e164: string | null | undefined): { country: string; national: string } {
  const p = e164 ? splitPhone(e164) : null;
  return { country: p?.country ?? 'PH', national: p?.national ?? '' };
}

function Reference({ n, optional }: { n: 1 | 2; optional: boolean }) {
  const field = useFieldProps();
  const saved = useKyc().references;
  const { value, error } = useStepValues();
  const lang = useLanguage();
  const t = useT();
  const savedPhone = phoneParts(n === 1 ? saved?.refPhoneNumber1 : saved?.refPhoneNumber2);
  const name = `refFullName${n}` as const;
  const relationship = `refRelationship${n}` as const;
  const phone = `refPhoneNumber${n}` as const;
  const country = `refPhoneCountry${n}`;
  return (
    <fieldset className="hl-act-group">
      <legend>{t(optional ? 'activation.references.referenceOptional' : 'activation.references.reference', { n })}</legend>
      {optional ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('activation.references.secondEmpty')}
        </Text>
      ) : null}
      <div className="hl-act-fields">
        <TextInput label={t('activation.references.fullName')} {...field(name)} defaultValue={value(name, saved?.[name])} error={error(name)} />
        <TextInput
          label={t('activation.references.relationship')}
          placeholder={t('activation.references.relationshipPlaceholder')}
          {...field(relationship)}
          defaultValue={value(relationship, saved?.[relationship])}
          error={error(relationship)}
        />
        <div className="hl-act-row">
          <NativeSelect
            label={t('activation.references.phoneCountry')}
            name={country}
            data={COUNTRIES.map((c) => ({ value: c.code, label: countryLabel(lang, c.code) ?? c.name }))}
            defaultValue={value(country, savedPhone.country, 'PH')}
            error={error(country)}
          />
          <TextInput
            label={t('activation.references.phone')}
            description={t('activation.references.phoneHint')}
            {...field(phone)}
            type="tel"
            defaultValue={value(phone, savedPhone.national)}
            error={error(phone)}
          />
        </div>
      </div>
    </fieldset>
  );
}

export default function ReferencesStep() {
  const t = useT();
  return (
    <StepForm step={STEP} intro={t('activation.references.intro')}>
      <Reference n={1} optional={false} />
      <Reference n={2} optional />
    </StepForm>
  );
}
