// The activation wizard's words in the page's language: the step titles, the identity images' texts
// and the message at the top of a refused step (decided by the refusals' codes, in any language).
import { t } from '@halimbawa/domain';
import { describe, expect, it } from '@jest/globals';
import { IMAGE_FIELDS, STEPS, imageMissing, imageText, stepTitle, topMessageFor } from '~/features/activation/steps';

describe('the wizard in English and Filipino', () => {
  it('titles each step in the language', () => {
    expect(STEPS.map((s) => stepTitle('en', s))).toEqual([
      'Tell us about yourself',
      'Current residential address',
      'Character References',
      'Your ID',
      'Beneficiary bank account',
    ]);
    expect(stepTitle('fil', STEPS[3])).toBe('Ang inyong ID');
  });

  it('names a missing ID image as the API does, and then asks to complete the step', () => {
    const front = IMAGE_FIELDS[0];
    const values = { identityType: 'Passport', identityNumber: 'P1234567A', otherIdentityType: '' };
    for (const lang of ['en', 'fil'] as const) {
      expect(topMessageFor('identity', values, { imageIdFront: imageMissing(front) }, lang)).toBe(t(lang, 'form.incomplete'));
      expect(topMessageFor('identity', values, { identityNumber: { code: 'field.identityNumber' } }, lang)).toBe(t(lang, 'form.checkFields'));
    }
    expect(imageText('fil', front, 'missing')).toBe('Paki-upload ang litrato ng harap ng inyong ID.');
  });
});
