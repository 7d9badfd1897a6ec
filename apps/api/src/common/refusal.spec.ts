import { HttpStatus } from '@nestjs/common';
import { refusalBody } from './all-exceptions.filter';
import { Refusal } from './errors';

describe('Refusal: one error body, worded from its code', () => {
  it('carries the catalogue key as its code and words it in the reader\'s language', () => {
    const refusal = Refusal.badRequest('apiErrors.pageSize', { max: 100 });
    expect(refusal.getStatus()).toBe(HttpStatus.BAD_REQUEST);
    const en = refusalBody(refusal, 'en');
    const fil = refusalBody(refusal, 'fil');
    expect(en).toEqual({ code: 'apiErrors.pageSize', message: 'Please ask for 1 to 100 rows a page.', params: { max: 100 } });
    expect(fil.code).toBe(en.code);
    expect(fil.params).toEqual(en.params);
    expect(fil.message).not.toBe(en.message);
    expect(fil.message).toContain('100');
  });

  it('gives each refused field its own code and words', () => {
    const body = refusalBody(Refusal.fields({ limit: { code: 'apiErrors.pageSize', params: { max: 5 } }, q: { code: 'apiErrors.fieldNotAllowed' } }), 'en');
    expect(body).toEqual({
      code: 'form.checkFields',
      message: 'Please check the highlighted fields.',
      errors: {
        limit: { code: 'apiErrors.pageSize', params: { max: 5 }, message: 'Please ask for 1 to 5 rows a page.' },
        q: { code: 'apiErrors.fieldNotAllowed', message: 'This field is not allowed.' },
      },
    });
  });

  it('leaves out params and errors when there are none', () => {
    expect(refusalBody(Refusal.notFound(), 'en')).toEqual({ code: 'apiErrors.notFound', message: 'Not found.' });
  });
});
