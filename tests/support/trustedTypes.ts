/**
 * A stand-in for the browser's `trustedTypes` (node and jsdom have none), for the portal's
 * policies (src/app/trustedTypes.ts): it keeps each policy's rules by name, refuses a name made
 * twice as the browser does, and wraps what a policy makes, so that a test can tell a policy's
 * value from a plain string.
 */
type Kind = 'createHTML' | 'createScriptURL';
type Rules = Partial<Record<Kind, (input: string) => string>>;

/** What a policy made: its kind and the string its rule gave. */
export class Trusted {
  constructor(
    readonly kind: Kind,
    readonly value: string,
  ) {}
  toString(): string {
    return this.value;
  }
}

export class FakeTrustedTypes {
  /** each policy's rules, by name, in the order they were made */
  readonly policies = new Map<string, Rules>();

  createPolicy(name: string, rules: Rules): Record<Kind, (input: string) => Trusted> {
    if (this.policies.has(name)) throw new TypeError(`Policy "${name}" already exists`);
    this.policies.set(name, rules);
    const make = (kind: Kind) => (input: string) => {
      const rule = rules[kind];
      if (rule === undefined) throw new TypeError(`Policy "${name}" has no ${kind}`);
      return new Trusted(kind, rule(input));
    };
    return { createHTML: make('createHTML'), createScriptURL: make('createScriptURL') };
  }
}
