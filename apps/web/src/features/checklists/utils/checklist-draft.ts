import {
  ZChecklistTemplateInput,
  newChecklistItem,
  type TChecklistItem,
  type TChecklistItemKind,
} from '@craftwork/domain/checklists/templates';
import type { TChecklistTemplate } from '../api/checklists';

/** A checklist template as the editor holds it while it is typed, and what Save sends of it. */

/** A number item's limit as typed: '' for none. */
export type TItemDraft = Omit<TChecklistItem, 'min' | 'max'> & { min: string; max: string };

export type TDraft = {
  name: string;
  description: string;
  items: TItemDraft[];
  taskTypes: number[];
};

let itemCounter = 0;
const newItemId = () => `item-${Date.now().toString(36)}-${(itemCounter += 1)}`;

const toDraftItem = (item: TChecklistItem): TItemDraft => ({
  ...item,
  unit: item.unit ?? '',
  min: item.min === null || item.min === undefined ? '' : String(item.min),
  max: item.max === null || item.max === undefined ? '' : String(item.max),
});

export const newDraftItem = (kind: TChecklistItemKind = 'yesNo') =>
  toDraftItem(newChecklistItem(newItemId(), kind));

export function draftOf(template: TChecklistTemplate | null): TDraft {
  if (!template) return { name: '', description: '', items: [newDraftItem()], taskTypes: [] };
  return {
    name: template.name,
    description: template.description,
    items: template.items.map(toDraftItem),
    taskTypes: [...template.taskTypes],
  };
}

const limit = (value: string) => (value.trim() === '' ? null : Number(value));

/** The draft as the procedures take it (number limits only on number items). */
export function valuesOf(draft: TDraft) {
  return {
    name: draft.name,
    description: draft.description,
    taskTypes: draft.taskTypes,
    items: draft.items.map((i) => ({
      id: i.id,
      kind: i.kind,
      label: i.label,
      required: i.required,
      ...(i.kind === 'number' ? { min: limit(i.min), max: limit(i.max), unit: i.unit } : {}),
    })),
  };
}

/** The schema's messages by where they point: 'name', 'items.3.label', 'items' … */
export function errorsOf(draft: TDraft): Map<string, string> {
  const parsed = ZChecklistTemplateInput.safeParse(valuesOf(draft));
  const errors = new Map<string, string>();
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    if (!errors.has(key)) errors.set(key, issue.message);
  }
  return errors;
}
