// Form pieces shared by the sign-in, registration, recovery and contact pages. Each is a plain HTML
// control (Mantine TextInput / NativeSelect), so the forms work without JavaScript; the message of
// a refused field is shown beside it (the input's `error`), and what was typed is kept.
import { COUNTRIES, DEFAULT_PHONE_COUNTRY, countryLabel, type FieldName, type Language } from '@halimbawa/domain';
import { Card, NativeSelect, Text, TextInput, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { fieldProps, useFieldProps, type InputRuleProps } from '~/lib/forms';
import { useLanguage, useT } from '~/lib/language';

const countryOptionsByLanguage = new Map<Language, Array<{ value: string; label: string }>>();

/** The options of a country select, by ISO code, named in `lang` (built once per language). */
export function countryOptions(lang: Language) {
  let options = countryOptionsByLanguage.get(lang);
  if (!options) {
    options = COUNTRIES.map((c) => ({ value: c.code, label: countryLabel(lang, c.code) ?? c.name }));
    countryOptionsByLanguage.set(lang, options);
  }
  return options;
}

/** Country select + national number: `phoneCountry` (default PH) and `phoneNumber`. */
export function PhoneFields({
  values,
  errors,
  autoFocus,
}: {
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  autoFocus?: boolean;
}) {
  const field = useFieldProps();
  const lang = useLanguage();
  const t = useT();
  return (
    <div className="hl-phone">
      <NativeSelect
        label={t('auth.country')}
        data={countryOptions(lang)}
        defaultValue={values.phoneCountry || DEFAULT_PHONE_COUNTRY}
        error={errors.phoneCountry}
        {...selectProps('phoneCountry')}
      />
      <TextInput
        label={t('auth.phoneNumber')}
        type="tel"
        placeholder="9171234567"
        description={t('auth.phoneHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        defaultValue={values.phoneNumber ?? ''}
        error={errors.phoneNumber}
        autoFocus={autoFocus}
        {...field('phoneNumber')}
      />
    </div>
  );
}

/** The attributes of a select from its field rule (no length or pattern on a select). */
export function selectProps(rule: FieldName, overrides: Partial<InputRuleProps> = {}) {
  const { name, required, autoComplete } = fieldProps(rule, overrides);
  return { name, required, autoComplete };
}

/**
 * A password input, type=password, never filled from a previous answer. Its Show button (a toggle,
 * aria-pressed) is in the HTML but hidden: the forms' script (lib/enhance/show-password.ts) shows
 * it and makes it work, so without JavaScript there is no button that does nothing.
 */
export function PasswordField({
  label,
  rule = 'password',
  name,
  error,
  description,
  autoComplete,
  required,
  resetKey,
  defaultValue = '',
}: {
  label: string;
  rule?: FieldName;
  name?: string;
  error?: string;
  description?: ReactNode;
  autoComplete?: string;
  required?: boolean;
  resetKey?: string | number;
  /** What was typed, kept after a refusal of other fields (lib/forms keepSafe). */
  defaultValue?: string;
}) {
  const field = useFieldProps();
  const overrides: Partial<InputRuleProps> = {};
  if (name) overrides.name = name;
  if (autoComplete) overrides.autoComplete = autoComplete;
  if (required !== undefined) overrides.required = required;
  const props = field(rule, overrides);
  const id = useId();
  const t = useT();
  return (
    <TextInput
      key={resetKey}
      id={id}
      label={label}
      type="password"
      defaultValue={defaultValue}
      error={error}
      description={description}
      spellCheck={false}
      autoCapitalize="none"
      rightSection={
        <button type="button" className="hl-show-password" data-show-password aria-controls={id} aria-pressed="false" hidden>
          {t('auth.showPassword')}
          <span className="hl-visually-hidden">{t('auth.showPasswordOf')}</span>
        </button>
      }
      rightSectionWidth={84}
      rightSectionPointerEvents="all"
      {...props}
    />
  );
}

/**
 * A new password and its confirmation, with the password rules as the first one's hint: the pair of
 * registration, recovery and Settings › Password. `kept` is what keepSafe kept of them after a
 * refusal of other fields (nothing when the passwords themselves were refused).
 */
export function NewPasswordFields({
  labels,
  hint,
  errors,
  resetKey,
  kept = {},
}: {
  labels: { password: string; confirmPassword: string };
  hint: string;
  errors: { password?: string; confirmPassword?: string };
  resetKey?: string | number;
  kept?: { password?: string; confirmPassword?: string };
}) {
  return (
    <>
      <PasswordField label={labels.password} description={hint} error={errors.password} resetKey={resetKey} defaultValue={kept.password} />
      <PasswordField
        label={labels.confirmPassword}
        rule="confirmPassword"
        error={errors.confirmPassword}
        resetKey={resetKey}
        defaultValue={kept.confirmPassword}
      />
    </>
  );
}

/** The 6-digit code sent by SMS (`code`), rendered afresh after each try (`resetKey`) with what was kept of it. */
export function CodeField({ error, resetKey, defaultValue = '' }: { error?: string; resetKey?: string; defaultValue?: string }) {
  const field = useFieldProps();
  const t = useT();
  return (
    <TextInput
      key={resetKey}
      label={t('auth.code')}
      description={t('auth.codeHint')}
      defaultValue={defaultValue}
      error={error}
      {...field('code')}
    />
  );
}

/** The centred card of the sign-in, registration and recovery pages. */
export function AuthCard({ title, subtitle, children, wide }: { title: string; subtitle?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'hl-auth hl-auth-wide' : 'hl-auth'}>
      <Card withBorder radius="lg" padding="xl" className="hl-auth-card">
        <Title order={1} size="h2" ta="center">
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" ta="center" mt={4} mb="lg">
            {subtitle}
          </Text>
        ) : (
          <div style={{ height: 16 }} />
        )}
        {children}
      </Card>
    </div>
  );
}
