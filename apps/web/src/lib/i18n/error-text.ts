import { errorMessage } from '../errors';
import { domainText } from './domain-text';

/**
 * The text to show for a failed call, in the language shown: `errorMessage` (the server's
 * message when it wrote one for the user, else the domain's generic text) through the domain
 * catalogue. `errorMessage` alone is English, so a Polish screen whose network failed read
 * "An error has occurred…"; in English the text is unchanged. A plain function, for callbacks
 * (`onError`, `notify.error`) as well as rendering. Not for the sign-in page's first bundle
 * (`bench/login-modules.json`), which has no room for the domain catalogue's code: it keeps
 * `errorMessage` and translates with `known`.
 */
export function errorText(error: unknown): string {
  return domainText(errorMessage(error));
}
