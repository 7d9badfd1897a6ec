// The web words the API's refusals itself, from their codes, in the page's language: the same
// refusal reads in English on an English page and in Filipino on a Filipino page, whatever language
// the API answered in; a code this catalogue lacks shows the API's own message.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { t } from '@halimbawa/domain';

type ApiServer = typeof import('~/lib/api.server');
let failure: ApiServer['failure'];

beforeAll(async () => {
  process.env.API_URL ??= 'http://127.0.0.1:9/api/v2';
  ({ failure } = await import('~/lib/api.server'));
});

/** A form refusal as the API sends it, answered in English. */
const registration = {
  code: 'form.checkFields',
  message: 'Please check the highlighted fields.',
  errors: {
    phoneNumber: { code: 'apiAuth.phoneTaken', message: 'This phone number is already registered.' },
    lastName: { code: 'fieldProblem.characters', params: { subject: 'lastName', characters: '<>' }, message: "Your last name cannot contain '<' or '>'." },
  },
};

describe('failure(): a refusal in the page\'s language', () => {
  it('words the message and each field from their codes and values', () => {
    const fil = failure(400, registration, 'fil');
    expect(fil).toEqual({
      ok: false,
      status: 400,
      code: 'form.checkFields',
      message: t('fil', 'form.checkFields'),
      errors: { phoneNumber: t('fil', 'apiAuth.phoneTaken'), lastName: "Ang inyong apelyido ay hindi maaaring maglaman ng '<' o '>'." },
    });
    expect(fil.message).not.toBe(registration.message);
    expect(failure(400, registration, 'en').errors).toEqual({ phoneNumber: registration.errors.phoneNumber.message, lastName: registration.errors.lastName.message });
  });

  it('keeps the code and its values for the page to act on', () => {
    const refused = failure(429, { code: 'apiAuth.codeTooSoon', params: { seconds: 42 }, message: 'Please wait 42 seconds before requesting a new code.' }, 'fil');
    expect({ code: refused.code, params: refused.params }).toEqual({ code: 'apiAuth.codeTooSoon', params: { seconds: 42 } });
    expect(refused.message).toBe(t('fil', 'apiAuth.codeTooSoon', { seconds: 42 }));
    expect(refused.message).toContain('42');
  });

  it('words a code the catalogue has only in plural forms (a count of tries left)', () => {
    const wrong = { code: 'form.checkFields', message: 'Check.', errors: { code: { code: 'apiAuth.wrongCode', params: { count: 2 }, message: 'Invalid OTP. 2 tries left.' } } };
    expect(failure(400, wrong, 'fil').errors.code).toBe(t('fil', 'apiAuth.wrongCode', { count: 2 }));
  });

  it("shows the API's own words for a code the catalogue lacks, and words of its own when there are none", () => {
    expect(failure(409, { code: 'apiLoans.somethingNewer', message: 'A newer refusal.' }, 'fil')).toMatchObject({ code: 'apiLoans.somethingNewer', message: 'A newer refusal.' });
    expect(failure(500, null, 'fil').message).toBe(t('fil', 'webMessage.noServerResponse'));
  });
});
