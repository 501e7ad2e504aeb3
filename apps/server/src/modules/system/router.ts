import { RELEASE_VERSION } from '@craftwork/domain/site/site';
import { publicProcedure } from '../../rpc/init.ts';

export const systemRouter = {
  config: publicProcedure.handler(({ context }) => ({
    brand: context.env.BRAND,
    helpCenterUrl: context.env.HELP_CENTER_URL,
    version: RELEASE_VERSION,
    customerAppUrl: context.env.CUSTOMER_APP_URL ?? null,
  })),
};
