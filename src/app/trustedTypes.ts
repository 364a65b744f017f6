/**
 * The portal's Trusted Types policies. The production content security policy (scripts/csp.ts)
 * says `require-trusted-types-for 'script'`: the browser then refuses a plain string at every place
 * where a string becomes code or markup (`innerHTML`, a worker's or a script's address, …) and
 * takes only a value that a policy named in its `trusted-types` list made. Each policy does one
 * job and checks what it is given, so the portal's own writes pass and a string that reaches such a
 * place by any other path (an injected one) is refused and reported.
 *
 * Where the browser has no Trusted Types, the same check runs and its string is used as it is.
 */

/**
 * The policies' names, as the `trusted-types` directive lists them (scripts/csp.ts): the portal's
 * own (below) and the boot script's (scripts/prerender.ts). DOMPurify's own is `dompurify`.
 */
export const POLICY_NAMES = {
  /** the terms HTML, sanitised (src/views/Consent/sanitize.ts) */
  terms: 'portal-terms',
  /** the address of the entry script, which the boot script adds after the first paint */
  boot: 'portal-boot',
} as const;

/** What a policy can make: HTML for `innerHTML`, or the address of a script or worker. */
export type PolicyKind = 'createHTML' | 'createScriptURL';

/** The part of the browser's `trustedTypes` the portal uses (the DOM's typings have none). */
interface PolicyFactory {
  createPolicy(
    name: string,
    rules: Partial<Record<PolicyKind, (input: string) => string>>,
  ): Record<PolicyKind, (input: string) => unknown>;
}

/**
 * The policy `name`, as a function from a string to what the sink takes: `rule` checks or cleans
 * the string (and throws to refuse it). The policy is made on first use and once: the browser
 * lets a page make each name only once, so a script that came later cannot take it over.
 */
export function trustedPolicy(
  name: string,
  kind: PolicyKind,
  rule: (input: string) => string,
): (input: string) => string {
  let policy: ReturnType<PolicyFactory['createPolicy']> | undefined;
  return (input) => {
    const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
    if (factory === undefined) return rule(input);
    policy ??= factory.createPolicy(name, { [kind]: rule });
    // a TrustedHTML or TrustedScriptURL, which the DOM's typings do not know: every sink that
    // takes one (React's `__html`, `new Worker`) also takes a string, the type given here
    return policy[kind](input) as string;
  };
}
