import { useEffect, type RefObject } from 'react';

/**
 * react-big-calendar (1.20) writes roles into its time views that no assistive technology can
 * use, and exposes no prop to change them (decision 193):
 * - the scrolling time grid is not focusable, so a keyboard user cannot scroll it (axe
 *   scrollable-region-focusable): it becomes a named, focusable region;
 * - each card is a `role="button"` with tabindex 0 around our own Reschedule button (axe
 *   nested-interactive): the card becomes plain, its Reschedule button is the way in by keyboard;
 * - the header's day labels are `columnheader`s and the all-day row a `rowgroup` of `row`s with
 *   no grid around them (axe aria-required-parent / -children): they become plain boxes.
 * React leaves an attribute alone while its value does not change, so each element is fixed
 * once, when it appears.
 */
export function useCalendarA11y(
  container: RefObject<HTMLElement | null>,
  /** The name the time grid's scroll box is announced by. */
  timeGridLabel: string,
) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const fix = () => {
      for (const grid of root.querySelectorAll<HTMLElement>('.rbc-time-content')) {
        if (grid.getAttribute('tabindex') !== '0') grid.setAttribute('tabindex', '0');
        if (grid.getAttribute('role') !== 'region') grid.setAttribute('role', 'region');
        if (grid.getAttribute('aria-label') !== timeGridLabel)
          grid.setAttribute('aria-label', timeGridLabel);
      }
      for (const el of root.querySelectorAll<HTMLElement>(
        '.rbc-time-view .rbc-event[role], .rbc-time-view .rbc-event[tabindex]',
      )) {
        el.removeAttribute('role');
        el.removeAttribute('tabindex');
      }
      for (const el of root.querySelectorAll<HTMLElement>(
        '.rbc-time-view [role="columnheader"], .rbc-time-view .rbc-allday-cell[role], .rbc-time-view .rbc-row-content[role]',
      )) {
        el.removeAttribute('role');
        el.removeAttribute('aria-sort');
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role', 'tabindex'],
    });
    return () => observer.disconnect();
  }, [container, timeGridLabel]);
}
