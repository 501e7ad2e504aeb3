import { z } from 'zod';
import { MAX_SIGNATURE_BYTES } from '@craftwork/domain/billing/estimates';
import { ZChecklistTemplateInput } from '@craftwork/domain/checklists/templates';
import { TEXT_LIMITS } from '@craftwork/domain/text/rules';
import { siteProcedure } from '../../rpc/init.ts';
import {
  checklistForTask,
  createCorrectiveTask,
  deleteTemplate,
  getTemplate,
  listTemplates,
  readSignature,
  saveTemplate,
  uploadSignature,
} from './checklists.service.ts';

export type { TChecklistTemplate, TTaskChecklistAnswers } from './checklists.service.ts';

const ZId = z.string().min(1).max(TEXT_LIMITS.id);
/** A drawn signature's PNG as a data URL (base64 grows the bytes by a third). */
const ZSignatureDataUrl = z
  .string()
  .min(1)
  .max(Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 64);

/**
 * Checklist templates (/checklists) and a task's checklist answers: templates are read by every
 * member of the site and changed by site admins and users of a Checklists company; answers are
 * written by the status change (checklist-completion.ts).
 */
export const checklistsRouter = {
  list: siteProcedure.handler(({ context }) => listTemplates(context.db, context.scope)),
  get: siteProcedure
    .input(z.object({ id: ZId }))
    .handler(({ context, input }) => getTemplate(context.db, context.scope, input.id)),
  create: siteProcedure
    .input(ZChecklistTemplateInput.omit({ id: true }))
    .handler(({ context, input }) =>
      saveTemplate(context.db, context.scope, { ...input, id: null }),
    ),
  update: siteProcedure
    .input(ZChecklistTemplateInput.omit({ id: true }).extend({ id: ZId }))
    .handler(({ context, input }) => saveTemplate(context.db, context.scope, input)),
  delete: siteProcedure
    .input(z.object({ id: ZId }))
    .handler(({ context, input }) => deleteTemplate(context.db, context.scope, input.id)),
  /** The template a task will be asked at completion, or its stored answers once completed. */
  forTask: siteProcedure
    .input(z.object({ taskId: ZId }))
    .handler(({ context, input }) => checklistForTask(context.db, context.scope, input.taskId)),
  /** A new task on the same record for a failed or flagged item of a task's answers. */
  createCorrectiveTask: siteProcedure
    .input(z.object({ taskId: ZId, itemId: ZId }))
    .handler(({ context, input }) =>
      createCorrectiveTask(context.db, context.scope, context.site, input),
    ),
  /** A signature item's drawing, kept until the task's answers name it. */
  uploadSignature: siteProcedure
    .input(z.object({ taskId: ZId, signature: ZSignatureDataUrl }))
    .handler(({ context, input }) =>
      uploadSignature(context.db, context.storage, context.scope, {
        ...input,
        limitMultiplier: context.env.RATE_LIMIT_MULTIPLIER,
      }),
    ),
  signature: siteProcedure
    .input(z.object({ taskId: ZId, signatureId: ZId }))
    .handler(({ context, input }) =>
      readSignature(context.db, context.storage, context.scope, input),
    ),
};
