import { craftTypeName } from '@craftwork/domain/catalogues/craft-types';
import { taskTypeName, validTaskTypesFor } from '@craftwork/domain/catalogues/task-types';
import {
  DETAIL_FIELD_CONFIG_MESSAGES,
  validateDetailFieldList,
  type TDetailFieldKind,
  type TSaveCraftDetailFieldsInput,
  type TSaveTaskDetailFieldsInput,
} from '@craftwork/domain/details/field-config';
import { type TDetailFieldConfig } from '@craftwork/domain/site/site';
import { craftDetailFields, taskSpecificDetailFields } from '@craftwork/domain/site/customizations';
import type { Scope } from '../../access/scope.ts';
import type { Database } from '../../db/client.ts';
import { AppError, NOT_AVAILABLE_MESSAGE } from '../../errors.ts';
import { notifyChange } from '../../live/notify.ts';
import { writeAudit, changedValues } from '../audit/index.ts';
import { parseCustomizations, type SiteConfig } from '../../site-config/site-config.ts';
import {
  lockSite,
  writeCraftDetailFields,
  writeTaskDetailFields,
} from './detail-fields.repository.ts';

/**
 * What the editors need: the site's craft types, task types and statuses, its time zone (for
 * the preview), and every configured list in its order (craft details by position).
 */
export function getDetailFields(site: SiteConfig) {
  const craftDetails: Record<string, TDetailFieldConfig[]> = {};
  for (const craftType of Object.keys(site.config.craftDetails ?? {})) {
    craftDetails[craftType] = craftDetailFields(site.config, Number(craftType));
  }
  return {
    siteKey: site.siteKey,
    timezone: site.timezone,
    validCraftTypes: site.validCraftTypes,
    validTaskTypes: site.validTaskTypes,
    validTaskStatusCodes: site.validTaskStatusCodes,
    craftDetails,
    taskSpecificDetails: site.config.taskSpecificDetails ?? {},
  };
}

type TSave = {
  kind: TDetailFieldKind;
  craftType: number;
  taskType?: number;
  fields: TSaveCraftDetailFieldsInput['fields'];
};

/**
 * Saves one list in one transaction with the site row locked: checks the craft (and task)
 * type against the site, validates the list (validateDetailFieldList), writes only that list's
 * entry of the customizations, and records the change (audit before → after, live 'sites').
 * Values stored on records and tasks are never touched, so a removed field's values stay.
 */
async function saveList(db: Database, scope: Scope, save: TSave) {
  const m = DETAIL_FIELD_CONFIG_MESSAGES;
  return db.transaction(async (tx) => {
    const site = await lockSite(tx, scope.siteKey);
    if (!site) throw new AppError('NOT_FOUND', NOT_AVAILABLE_MESSAGE);
    if (!site.validCraftTypes.includes(save.craftType)) {
      throw new AppError('BAD_REQUEST', m.craftTypeNotValid);
    }
    if (
      save.taskType !== undefined &&
      !validTaskTypesFor(save.craftType, site.validTaskTypes).includes(
        save.taskType as ReturnType<typeof validTaskTypesFor>[number],
      )
    ) {
      throw new AppError('BAD_REQUEST', m.taskTypeNotValid);
    }
    const result = validateDetailFieldList(save.fields, {
      kind: save.kind,
      validStatuses: site.validTaskStatusCodes,
    });
    if (!result.success) throw new AppError('BAD_REQUEST', result.message);

    const config = parseCustomizations(site.customizations);
    const before =
      save.taskType === undefined
        ? craftDetailFields(config, save.craftType)
        : taskSpecificDetailFields(config, save.craftType, save.taskType);
    if (save.taskType === undefined) {
      await writeCraftDetailFields(tx, scope.siteKey, save.craftType, result.fields);
    } else {
      await writeTaskDetailFields(tx, scope.siteKey, save.craftType, save.taskType, result.fields);
    }
    const changed = changedValues({ fields: before }, { fields: result.fields });
    if (changed) {
      const craft = craftTypeName(save.craftType);
      await writeAudit(tx, {
        siteKey: scope.siteKey,
        actorId: scope.userId,
        area: 'siteSettings',
        action: 'updated',
        targetId:
          save.taskType === undefined
            ? `craftDetails.${save.craftType}`
            : `taskSpecificDetails.${save.craftType}.${save.taskType}`,
        targetLabel:
          save.taskType === undefined
            ? `Craft detail fields: ${craft}`
            : `Task detail fields: ${craft} / ${taskTypeName(save.taskType)}`,
        before: changed.before,
        after: changed.after,
      });
      await notifyChange(tx, { site: scope.siteKey, topics: ['sites'] });
    }
    return { fields: result.fields };
  });
}

export function saveCraftDetailFields(
  db: Database,
  scope: Scope,
  input: TSaveCraftDetailFieldsInput,
) {
  return saveList(db, scope, { kind: 'craft', craftType: input.craftType, fields: input.fields });
}

export function saveTaskDetailFields(
  db: Database,
  scope: Scope,
  input: TSaveTaskDetailFieldsInput,
) {
  return saveList(db, scope, {
    kind: 'task',
    craftType: input.craftType,
    taskType: input.taskType,
    fields: input.fields,
  });
}
