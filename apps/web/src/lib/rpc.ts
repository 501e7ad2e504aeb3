import { createORPCClient } from '@orpc/client';
import { RPCLink } from '@orpc/client/fetch';
import { SimpleCsrfProtectionLinkPlugin } from '@orpc/client/plugins';
import type { InferClientOutputs } from '@orpc/client';
import type { RouterClient } from '@orpc/server';
import { createTanstackQueryUtils } from '@orpc/tanstack-query';
import type { AppRouter } from '@craftwork/server/router';
import { env } from '../config/env';

/** What a call may carry besides its input: the key that makes a retried write apply once. */
export type TRpcClientContext = { idempotencyKey?: string };

export type TRpcClient = RouterClient<AppRouter, TRpcClientContext>;
export type TRpcOutputs = InferClientOutputs<TRpcClient>;

const link = new RPCLink<TRpcClientContext>({
  url: env.rpcUrl,
  headers: ({ context }) =>
    context.idempotencyKey ? { 'idempotency-key': context.idempotencyKey } : {},
  plugins: [new SimpleCsrfProtectionLinkPlugin()],
});

export const rpc: TRpcClient = createORPCClient(link);

/** TanStack Query helpers: `orpc.session.me.queryOptions()`, `orpc.profile.updatePhone.mutationOptions()`. */
export const orpc = createTanstackQueryUtils(rpc);
