/**
 * Read by assistive technology, not shown, and taking no room: a 1 px box that clips what it
 * holds. Sizes are in px on purpose: in `sx`, a bare 1 means 100%, which would let the hidden
 * text run as wide as its container and push a phone's page sideways. Put it on a block (a div
 * or span), not on a table: a table grows to its content whatever width it is given, so wrap it.
 */
export const VISUALLY_HIDDEN_SX = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
