import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { domainText } from './i18n/domain-text';

/** The messages of a nested group of form errors (the dynamic detail fields), by key. */
export function nestedErrorMessages(
  errors: FieldErrors<Record<string, unknown>> | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, error] of Object.entries(errors ?? {})) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') out[key] = message;
  }
  return out;
}

/** Writes each message of a form's errors, nested ones included, in the user's language. */
function translateMessages(errors: unknown): void {
  if (typeof errors !== 'object' || errors === null) return;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') {
      (errors as { message: string }).message = domainText(value);
    } else {
      translateMessages(value);
    }
  }
}

/**
 * A form resolver whose messages (the domain's rules, in English: "Title is required.") show in
 * the user's language: `resolver: inUserLanguage(zodResolver(schema))`.
 */
export function inUserLanguage<TValues extends FieldValues, TContext, TOut>(
  resolver: Resolver<TValues, TContext, TOut>,
): Resolver<TValues, TContext, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    translateMessages(result.errors);
    return result;
  };
}
