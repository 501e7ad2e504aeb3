import { z } from 'zod';

/**
 * The longest value a field's domain schema accepts, for the input's `maxLength`: the form then
 * stops at the same limit the server enforces, instead of failing after the user typed on.
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodPipe) return maxLengthOf(schema.in as z.ZodType);
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault
  )
    return maxLengthOf(schema.unwrap() as z.ZodType);
  return undefined;
}

/** `slotProps` for a MUI TextField whose value the schema bounds. */
export function htmlInputLimit(schema: z.ZodType) {
  return { htmlInput: { maxLength: maxLengthOf(schema) } };
}
