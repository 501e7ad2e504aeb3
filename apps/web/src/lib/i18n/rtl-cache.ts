import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

/** Every left/right in MUI's and our styles mirrored (issue 37, decision 222). */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
