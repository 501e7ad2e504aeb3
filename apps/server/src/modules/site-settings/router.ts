/** The site-settings procedures. */
export const siteSettingsRouter = {};
