// The input of switching a management subscription, apart from ./subscriptions, whose rules
// the profile screen (part of the app shell) uses without a schema library.
import { z } from 'zod';
import { SUBSCRIPTION_KEYS } from './subscriptions.ts';

export const ZSetSubscriptionInput = z
  .object({ key: z.enum(SUBSCRIPTION_KEYS), on: z.boolean() })
  .strict();

export type TSetSubscriptionInput = z.output<typeof ZSetSubscriptionInput>;
