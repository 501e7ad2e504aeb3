// The parts of oidc-provider 9 (it ships no types) that the demo identity provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Claims = Record<string, unknown> & { sub: string };
  type Account = { accountId: string; claims: () => Promise<Claims> };
  type InteractionDetails = {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown> & { client_id: string; scope: string };
    session?: { accountId: string };
  };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Client: { prototype: { redirectUriAllowed: (this: unknown, uri: string) => boolean } };
    Grant: new (init: { accountId: string; clientId: string }) => {
      addOIDCScope(scope: string): void;
      save(): Promise<string>;
    };
  }
  export type { Account };
}
