import {
  startIdentityProvider,
  type IdentityProvider,
  type TIdpPerson,
} from '../demo/identity-provider.ts';

export type TIdpUser = TIdpPerson;
export type TestIdp = IdentityProvider;

/**
 * The tests' provider: the demo's (a real `oidc-provider` on loopback), with no people until a
 * test adds them, on a random port unless `port` is given, as the end-to-end journey does (its
 * server trusts one origin known in advance).
 */
export function startTestIdp(callbackPrefix: string, port = 0): Promise<TestIdp> {
  return startIdentityProvider({ callbackPrefix, port });
}
