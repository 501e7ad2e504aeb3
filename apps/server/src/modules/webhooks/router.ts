import { z } from 'zod';
import {
  ZWebhookEndpointInput,
  ZWebhookEndpointUpdate,
} from '@craftwork/domain/integrations/webhooks';
import { siteAdminProcedure } from '../../rpc/init.ts';
import {
  createEndpoint,
  deleteEndpoint,
  getDelivery,
  listDeliveries,
  listEndpoints,
  replayDelivery,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from './webhooks.service.ts';

const ZId = z.object({ id: z.string().min(1).max(100) });
const ZDeliveriesInput = z.object({
  endpointId: z.string().min(1).max(100),
  page: z.number().int().min(0).max(10_000).default(0),
});

/** The Integrations page's Webhooks tab: site admins only (decision 182). */
export const webhooksRouter = {
  list: siteAdminProcedure.handler(({ context }) => listEndpoints(context, context.scope)),
  create: siteAdminProcedure
    .input(ZWebhookEndpointInput)
    .handler(({ context, input }) => createEndpoint(context, context.scope, input)),
  update: siteAdminProcedure
    .input(ZWebhookEndpointUpdate)
    .handler(({ context, input }) => updateEndpoint(context, context.scope, input)),
  delete: siteAdminProcedure
    .input(ZId)
    .handler(({ context, input }) => deleteEndpoint(context, context.scope, input.id)),
  rotateSecret: siteAdminProcedure
    .input(ZId)
    .handler(({ context, input }) => rotateSecret(context, context.scope, input.id)),
  sendTest: siteAdminProcedure
    .input(ZId)
    .handler(({ context, input }) => sendTestEvent(context, context.scope, input.id)),
  listDeliveries: siteAdminProcedure
    .input(ZDeliveriesInput)
    .handler(({ context, input }) => listDeliveries(context, context.scope, input)),
  getDelivery: siteAdminProcedure
    .input(ZId)
    .handler(({ context, input }) => getDelivery(context, context.scope, input.id)),
  replay: siteAdminProcedure
    .input(ZId)
    .handler(({ context, input }) => replayDelivery(context, context.scope, input.id)),
};
