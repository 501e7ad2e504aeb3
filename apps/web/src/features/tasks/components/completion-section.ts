import type { ReactNode } from 'react';
import type { TStatusChangePayload } from '../hooks/use-status-change';

/**
 * A tab of the status-change dialog owned by another part of the task (the inspection report,
 * the checklist): whether it is asked for this change, its panel, what Save must refuse, and
 * what it adds to the payload.
 */
export type TCompletionSection = {
  asked: boolean;
  label: string;
  panel: ReactNode;
  /** Shown and blocking Save, once Save has been tried; [] when the section is complete. */
  warnings: () => string[];
  payload: () => Partial<TStatusChangePayload>;
};

export const NOT_ASKED: TCompletionSection = {
  asked: false,
  label: '',
  panel: null,
  warnings: () => [],
  payload: () => ({}),
};
