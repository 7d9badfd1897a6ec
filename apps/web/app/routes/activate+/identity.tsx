// Step 4, 'Your ID': the ID type (and its name for 'Others'), the ID number, and three photos (front,
// back, selfie) in one multipart form. The action sends each chosen photo to POST /member/documents
// (a refusal is shown beside its input), then the text fields to PATCH /member/update/identity.
// An input left empty keeps the photo already uploaded, whose thumbnail is shown.
import { ID_TYPES, sayEach, validateIdentity, valueLabel, type FieldErrors, type FieldTexts } from '@halimbawa/domain';
import { NativeSelect, TextInput } from '@mantine/core';
import type { ActionFunctionArgs } from '@remix-run/node';
import { DocumentInput } from '~/features/activation/DocumentInput';
import { StepForm, useKyc, useStepValues } from '~/features/activation/StepForm';
import { IMAGE_FIELDS, STEP_FIELDS, imageMissing, stepByKey, topMessageFor, type DocumentKind } from '~/features/activation/steps';
import { chosenFile, loadKyc, readIdentityForm, saveStep, stepFailure } from '~/features/activation/activation.server';
import { useFieldProps, formValues } from '~/lib/forms';
import { requireMember } from '~/lib/member.server';
import { useLanguage, useT } from '~/lib/language';

const STEP = stepByKey('identity');

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await requireMember(request, context);
  const { form, tooLarge } = await readIdentityForm(request);
  const values = formValues(form, STEP_FIELDS.identity);
  const refused: FieldErrors = validateIdentity(values);
  // The API's refusals of an upload, already in the page's language.
  const uploadRefusals: FieldTexts = {};
  const errors = () => ({ ...sayEach(api.lang, refused), ...uploadRefusals });

  // Every chosen photo is uploaded, even when a text field needs correcting, so nothing is lost.
  const uploaded = new Set<DocumentKind>();
  for (const spec of IMAGE_FIELDS) {
    if (tooLarge.has(spec.field)) {
      refused[spec.field] = { code: 'activation.identity.tooLarge' };
      continue;
    }
    const file = chosenFile(form.get(spec.field));
    if (!file) continue;
    const body = new FormData();
    body.append('kind', spec.kind);
    body.append('file', file, file.name || 'photo');
    const r = await api.post('/member/documents', undefined, { formData: body });
    if (r.ok) uploaded.add(spec.kind);
    else if (r.status === 0) return stepFailure(api, { status: 503, formError: r.message, errors: errors(), values });
    else uploadRefusals[spec.field] = r.errors.file ?? r.errors[spec.field] ?? r.errors.kind ?? r.message;
  }

  if (Object.keys(errors()).length > 0) {
    // Also name the photos that are still missing, as the API would.
    const present = new Set((await loadKyc(api)).documents.map((d) => d.kind));
    for (const spec of IMAGE_FIELDS) {
      if (!refused[spec.field] && !uploadRefusals[spec.field] && !present.has(spec.kind) && !uploaded.has(spec.kind)) refused[spec.field] = imageMissing(spec);
    }
    return stepFailure(api, { status: 400, formError: topMessageFor('identity', values, refused, api.lang), errors: errors(), values });
  }

  const body: Record<string, string> = { identityType: values.identityType, identityNumber: values.identityNumber };
  if (values.identityType.trim() === 'Others') body.otherIdentityType = values.otherIdentityType;
  return saveStep(api, request, 'identity', values, body, {});
}

export default function IdentityStep() {
  const field = useFieldProps();
  const kyc = useKyc();
  const saved = kyc.identity;
  const { value, error, failure } = useStepValues();
  const lang = useLanguage();
  const t = useT();
  const initialType = value('identityType', saved?.identityType);
  const current = (kind: DocumentKind) => kyc.documents.find((d) => d.kind === kind);
  return (
    <StepForm step={STEP} multipart intro={t('activation.identity.intro')}>
      <NativeSelect
        label={t('activation.identity.type')}
        name="identityType"
        required
        defaultValue={initialType}
        error={error('identityType')}
      >
        <option value="">{t('activation.choose')}</option>
        {ID_TYPES.map((type) => {
          const label = valueLabel(lang, 'idType', type);
          // A document's name without a translation stays English, and says so.
          return (
            <option key={type} value={type} lang={label === type ? 'en' : undefined}>
              {label}
            </option>
          );
        })}
      </NativeSelect>
      {/* Always shown, since the page is sent without React: the server reads it only for 'Others'. */}
      <TextInput
        label={t('activation.identity.otherName')}
        description={t('activation.identity.otherHint')}
        {...field('otherIdentityType')}
        defaultValue={value('otherIdentityType', saved?.otherIdentityType)}
        error={error('otherIdentityType')}
      />
      <TextInput
        label={t('activation.identity.number')}
        description={t('activation.identity.numberHint')}
        {...field('identityNumber')}
        defaultValue={value('identityNumber', saved?.identityNumber)}
        error={error('identityNumber')}
      />
      {IMAGE_FIELDS.map((spec) => (
        <DocumentInput key={spec.field} spec={spec} current={current(spec.kind)} error={error(spec.field)} resetKey={failure?.attempt ?? 0} />
      ))}
    </StepForm>
  );
}
