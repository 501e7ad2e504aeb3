import { z } from 'zod';
import { LANGUAGE_CODES } from './languages.ts';

/** One of the shipped languages' codes; anything else (a long string included) is refused. */
export const ZLanguage = z.enum(LANGUAGE_CODES);

/** null: none chosen (the browser's language, else the site's default). */
export const ZSetLanguageInput = z.object({ language: ZLanguage.nullable() });
export type TSetLanguageInput = z.output<typeof ZSetLanguageInput>;
