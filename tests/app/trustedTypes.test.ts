/**
 * The portal's Trusted Types policies (src/app/trustedTypes.ts): under the production policy each
 * sink gets a policy's value, made by its name once; where the browser has none, the rule's string.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trustedPolicy } from '../../src/app/trustedTypes';
import { FakeTrustedTypes, Trusted } from '../support/trustedTypes';

afterEach(() => vi.unstubAllGlobals());

const shout = (input: string) => {
  if (input === 'refused') throw new TypeError('refused');
  return input.toUpperCase();
};

describe('trustedPolicy', () => {
  it('where the browser has no Trusted Types, gives what the rule gives', () => {
    expect(trustedPolicy('test-none', 'createHTML', shout)('<b>a</b>')).toBe('<B>A</B>');
  });

  it('under Trusted Types, gives the policy’s value of the rule’s string, the policy made once', () => {
    const types = new FakeTrustedTypes();
    vi.stubGlobal('trustedTypes', types);
    const html = trustedPolicy('test-html', 'createHTML', shout);
    expect(types.policies.size).toBe(0);
    expect(html('<b>a</b>')).toEqual(new Trusted('createHTML', '<B>A</B>'));
    expect(html('<i>b</i>')).toEqual(new Trusted('createHTML', '<I>B</I>'));
    expect([...types.policies.keys()]).toEqual(['test-html']);
  });

  it('makes the kind it is asked for, and a refusal of the rule reaches the caller', () => {
    vi.stubGlobal('trustedTypes', new FakeTrustedTypes());
    const address = trustedPolicy('test-url', 'createScriptURL', shout);
    expect(address('/a.js')).toEqual(new Trusted('createScriptURL', '/A.JS'));
    expect(() => address('refused')).toThrow('refused');
  });
});
