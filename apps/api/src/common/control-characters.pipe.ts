import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { fieldWordsOf } from './domain-field.decorator';
import { Refusal } from './errors';

// NUL and the other C0 controls but tab, line feed and carriage return: PostgreSQL refuses NUL in
// text (a 500 before), and no field of the product needs the others.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The path ("a.b.0") of the first text, or key, in `value` with a control character; null when clean. */
export function controlCharacterAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (typeof value !== 'object' || value === null || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return path || 'body';
    const found = controlCharacterAt(inner, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * One rule for every path parameter, query and body (JSON, form or multipart text): a control
 * character is refused with a 400 and the field's message (its libs/domain rule's when it has one).
 */
@Injectable()
export class ControlCharactersPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const at = controlCharacterAt(value, metadata.data ?? '');
    if (at === null) return value;
    const field = at || metadata.type;
    throw Refusal.fields({ [field]: fieldWordsOf(metadata.metatype, field.split('.')[0]) ?? { code: 'apiErrors.controlCharacter' } });
  }
}
