/**
 * On phones a button is at least 44 px tall, the size a finger hits reliably (WCAG 2.5.5);
 * from 600 px up, controls keep their own size.
 */
export const TOUCH_TARGET_SX = { minHeight: { xs: 44, sm: 'unset' } } as const;
