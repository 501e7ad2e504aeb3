import { createORPCClient } from '@orpc/client';
import { RPCLink } from '@orpc/client/fetch';
import { SimpleCsrfProtectionLinkPlugin } from '@orpc/client/plugins';
import type { InferClientOutputs } from '@orpc/client';
import type { RouterClient } from '@orpc/server';
import { createTanstackQueryUtils } from '@orpc/tanstack-query';
import type { AppRouter } from '@craftwork/server/router';
import { env } from '../config/env';

export type TRpcClient = RouterClient<AppRouter>;
export type TRpcOutputs = InferClientOutputs<TRpcClient>;

const link = new RPCLink({
  url: env.rpcUrl,
  plugins: [new SimpleCsrfProtectionLinkPlugin()],
});

export const rpc: TRpcClient = createORPCClient(link);

/** TanStack Query helpers: `orpc.session.me.queryOptions()`, `orpc.profile.updatePhone.mutationOptions()`. */
export const orpc = createTanstackQueryUtils(rpc);
