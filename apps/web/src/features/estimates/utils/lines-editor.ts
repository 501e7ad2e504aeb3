import type { ComponentType } from 'react';
import type { TLineInput, TLineRow } from '@craftwork/domain/billing/lines';

/** What the line-item editor is given (the shared editor's props). */
export type TLinesEditorProps<D> = {
  lines: readonly D[];
  onChange: (lines: D[]) => void;
  readOnly?: boolean;
  taxRateBp: number;
  taxExempt: boolean;
  craftType?: number | null;
  showErrors?: boolean;
};

/**
 * The line-item editor, handed in by the route (features do not import one another): the
 * editor itself, saved lines to its draft lines, and draft lines back to the document's lines
 * (null while one is wrong).
 */
export type TLinesEditor<D> = {
  Editor: ComponentType<TLinesEditorProps<D>>;
  fromRows: (rows: readonly TLineRow[]) => D[];
  toInput: (lines: readonly D[]) => TLineInput[] | null;
};
