// Step 1, 'Tell us about yourself': gender, names, date of birth (three numeric fields), marital
// status, nationality (Filipino by default) and the credit-bureau consent. PATCH /member/update/personal.
import { GENDERS, MARITAL_STATUSES, NATIONALITIES, validatePersonal, valueLabel } from '@halimbawa/domain';
import { Input, NativeSelect, Radio, Group, Text, TextInput } from '@mantine/core';
import { CheckboxField } from '~/components/CheckboxField';
import type { ActionFunctionArgs } from '@remix-run/node';
import { StepForm, useKyc, useStepValues } from '~/features/activation/StepForm';
import { useSite } from '~/lib/hooks';
import { STEP_FIELDS, stepByKey } from '~/features/activation/steps';
import { saveStep } from '~/features/activation/activation.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { useFieldProps, formValues } from '~/lib/forms';
import { requireMember } from '~/lib/member.server';
import { useLanguage, useT } from '~/lib/language';

const STEP = stepByKey('personal');

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await requireMember(request, context);
  const form = await readVerifiedForm(request);
  const values = formValues(form, STEP_FIELDS.personal);
  const errors = validatePersonal(values, new Date());
  return saveStep(api, request, 'personal', values, { ...values }, errors);
}

const BIRTH_PARTS = [
  { name: 'birthDay', label: 'day', placeholder: 'dayPlaceholder' },
  { name: 'birthMonth', label: 'month', placeholder: 'monthPlaceholder' },
  { name: 'birthYear', label: 'year', placeholder: 'yearPlaceholder' },
] as const;

export default function PersonalStep() {
  const field = useFieldProps();
  const saved = useKyc().personal;
  const site = useSite();
  const lang = useLanguage();
  const t = useT();
  const { value, error, failure } = useStepValues();
  const birthError = error('birthDay') ?? error('birthMonth') ?? error('birthYear');
  const agreed = failure ? failure.values.isAgree === 'on' : saved?.isAgree === true;
  return (
    <StepForm step={STEP} intro={t('activation.personal.intro')}>
      <Radio.Group name="gender" label={t('activation.personal.gender')} withAsterisk defaultValue={value('gender', saved?.gender)} error={error('gender')}>
        <Group mt={6}>
          {GENDERS.map((g) => (
            <Radio key={g} value={g} label={valueLabel(lang, 'gender', g)} required />
          ))}
        </Group>
      </Radio.Group>
      <TextInput label={t('activation.personal.firstName')} {...field('firstName')} defaultValue={value('firstName', saved?.firstName)} error={error('firstName')} />
      <TextInput
        label={t('activation.personal.middleName')}
        description={t('activation.optional')}
        {...field('middleName')}
        defaultValue={value('middleName', saved?.middleName)}
        error={error('middleName')}
      />
      <TextInput label={t('activation.personal.lastName')} {...field('lastName')} defaultValue={value('lastName', saved?.lastName)} error={error('lastName')} />

      <fieldset className="hl-act-fieldset" aria-describedby={birthError ? 'birth-error birth-hint' : 'birth-hint'}>
        <legend>
          {t('activation.personal.birthDate')}{' '}
          <span aria-hidden="true" style={{ color: 'var(--mantine-color-error)' }}>
            *
          </span>
        </legend>
        <Text id="birth-hint" size="sm" c="dimmed">
          {t('activation.personal.birthHint')}
        </Text>
        <div className="hl-act-birth">
          {BIRTH_PARTS.map((p) => (
            // The wrapper gives the input its id, so the label names it (the fieldset carries the hint and the error).
            <Input.Wrapper key={p.name} id={`f-${p.name}`} label={t(`activation.personal.${p.label}`)} required>
              <Input
                {...field(p.name)}
                placeholder={t(`activation.personal.${p.placeholder}`)}
                defaultValue={value(p.name, saved?.[p.name])}
                error={!!error(p.name)}
              />
            </Input.Wrapper>
          ))}
        </div>
        {birthError ? (
          <Input.Error id="birth-error" mt={6}>
            {birthError}
          </Input.Error>
        ) : null}
      </fieldset>

      <div className="hl-act-row">
        <NativeSelect
          label={t('activation.personal.maritalStatus')}
          {...field('maritalStatus')}
          data={[{ value: '', label: t('activation.choose') }, ...MARITAL_STATUSES.map((m) => ({ value: m, label: valueLabel(lang, 'maritalStatus', m) }))]}
          defaultValue={value('maritalStatus', saved?.maritalStatus)}
          error={error('maritalStatus')}
        />
        <NativeSelect
          label={t('activation.personal.nationality')}
          {...field('nationality')}
          data={[...NATIONALITIES]}
          defaultValue={value('nationality', saved?.nationality, 'Filipino')}
          error={error('nationality')}
        />
      </div>

      <CheckboxField
        name="isAgree"
        value="on"
        required
        defaultChecked={agreed}
        error={error('isAgree')}
        label={t('activation.personal.creditBureaus', { company: site.company.name })}
      />
    </StepForm>
  );
}
