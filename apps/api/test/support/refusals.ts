import { FIELD_RULES, type FieldName } from '@halimbawa/domain';

type FieldRefusals = Record<string, { code: string; message: string; params?: Record<string, unknown> }>;
type RefusalBody = { errors?: unknown };

/** Each refused field's code: what the refusal says, in any language. */
export function fieldCodes(body: RefusalBody): Record<string, string> {
  return Object.fromEntries(Object.entries((body.errors ?? {}) as FieldRefusals).map(([field, refused]) => [field, refused.code]));
}

/** Each refused field's words as the reader sees them. */
export function fieldTexts(body: RefusalBody): Record<string, string> {
  return Object.fromEntries(Object.entries((body.errors ?? {}) as FieldRefusals).map(([field, refused]) => [field, refused.message]));
}

/** The code of a field rule's one message. */
export const ruleCode = (name: FieldName): string => `field.${FIELD_RULES[name].messageKey}`;
