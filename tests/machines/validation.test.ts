import { describe, expect, it } from 'vitest';
import { hasNoErrors, isBlank, isEmail, requiredErrors } from '../../machines/domain';

describe('validation', () => {
  it('isBlank: empty or whitespace only', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \t\n')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it.each(['ada@example.lt', ' ada@example.lt ', 'a.b+c@sub.example.co.uk', 'x@y.z'])(
    'isEmail accepts %j',
    (value) => {
      expect(isEmail(value)).toBe(true);
    },
  );

  it.each([
    '',
    'ada',
    'ada@',
    '@example.lt',
    'ada@example',
    'a da@example.lt',
    'a@b@c.lt',
    'a@.lt',
    'a@b..lt',
  ])('isEmail rejects %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });

  it('requiredErrors marks the blank fields among those listed', () => {
    expect(requiredErrors({ a: '', b: ' x', c: ' ' }, ['a', 'b'])).toEqual({ a: 'required' });
  });

  it('hasNoErrors', () => {
    expect(hasNoErrors({})).toBe(true);
    expect(hasNoErrors({ a: undefined })).toBe(true);
    expect(hasNoErrors({ a: 'email' })).toBe(false);
  });
});
