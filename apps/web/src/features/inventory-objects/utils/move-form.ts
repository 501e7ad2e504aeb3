import { isBlankDetail, parseDecimalText } from '@craftwork/domain/details/values';
import { INVENTORY_MESSAGES } from '@craftwork/domain/inventory/movement';
import {
  CORRECTION_REASON_LABELS,
  CORRECTION_REASONS,
  MANUAL_MOVEMENT_MESSAGES,
  type TCorrectionReason,
  type TManualMovementInput,
} from '@craftwork/domain/inventory/objects';
import type { TQuantityKey } from '@craftwork/domain/inventory/quantities';

/** What the Move stock dialog does. */
export const MOVE_KINDS = [
  { kind: 'correction', label: 'Correction' },
  { kind: 'transfer', label: 'Transfer between locations' },
  { kind: 'reserve', label: 'Reserve' },
  { kind: 'unReserve', label: 'Un-Reserve' },
] as const;
export type TMoveKind = (typeof MOVE_KINDS)[number]['kind'];

/** Why a quantity was corrected, as the Reason select offers it. */
export const REASON_CHOICES = CORRECTION_REASONS.map((value) => ({
  value,
  label: CORRECTION_REASON_LABELS[value],
}));

/** The quantity a correction changes (the server picks its type, 90–93). */
export const CORRECTION_QUANTITIES: readonly { key: TQuantityKey; label: string }[] = [
  { key: 'available', label: 'Available' },
  { key: 'awaitingPickup', label: 'Awaiting Pickup' },
  { key: 'inUse', label: 'In Use' },
  { key: 'reserved', label: 'Reserved' },
];

/** A location select's value for stock with no location named. */
export const NO_LOCATION_VALUE = '__none__';

export type TMoveFormValues = {
  kind: TMoveKind;
  quantity: TQuantityKey;
  /** The location moved at (a transfer's From); NO_LOCATION_VALUE for none; '' not chosen. */
  location: string;
  /** A transfer's To. */
  toLocation: string;
  value: string;
  reason: TCorrectionReason | '';
};

export const MOVE_FORM_DEFAULTS: TMoveFormValues = {
  kind: 'correction',
  quantity: 'available',
  location: '',
  toLocation: '',
  value: '',
  reason: '',
};

export const MOVE_MESSAGES = { ...MANUAL_MOVEMENT_MESSAGES, moved: 'Stock moved.' } as const;

type TMoveField = 'location' | 'toLocation' | 'value' | 'reason';

/** The first problem of each field the dialog shows, by field; empty when the move can be sent. */
export function moveFormErrors(values: TMoveFormValues): Partial<Record<TMoveField, string>> {
  const errors: Partial<Record<TMoveField, string>> = {};
  if (values.location === '') errors.location = INVENTORY_MESSAGES.required;
  if (values.kind === 'transfer') {
    if (values.toLocation === '') errors.toLocation = INVENTORY_MESSAGES.required;
    else if (values.toLocation === values.location) errors.toLocation = MOVE_MESSAGES.sameLocation;
  }
  if (values.kind === 'correction' && values.reason === '') {
    errors.reason = INVENTORY_MESSAGES.required;
  }
  if (isBlankDetail(values.value)) errors.value = INVENTORY_MESSAGES.required;
  else {
    const n = parseDecimalText(values.value);
    if (n === null) errors.value = INVENTORY_MESSAGES.onlyNumbersAllowed;
    else if (values.kind === 'correction' && n === 0) errors.value = MOVE_MESSAGES.notZero;
    else if (values.kind !== 'correction' && n <= 0) errors.value = MOVE_MESSAGES.positive;
  }
  return errors;
}

const locationOf = (value: string): string | null => (value === NO_LOCATION_VALUE ? null : value);

/** The server's move input of a valid form (moveFormErrors is empty); null otherwise. */
export function toMoveInput(
  objectId: string,
  values: TMoveFormValues,
): TManualMovementInput | null {
  if (Object.keys(moveFormErrors(values)).length > 0) return null;
  const value = parseDecimalText(values.value) ?? 0;
  const locationId = locationOf(values.location);
  switch (values.kind) {
    case 'correction':
      if (values.reason === '') return null;
      return {
        kind: 'correction',
        objectId,
        locationId,
        quantity: values.quantity,
        value,
        reason: values.reason,
      };
    case 'transfer':
      return {
        kind: 'transfer',
        objectId,
        fromLocationId: locationId,
        toLocationId: locationOf(values.toLocation),
        value,
      };
    case 'reserve':
    case 'unReserve':
      return { kind: values.kind, objectId, locationId, value };
  }
}
