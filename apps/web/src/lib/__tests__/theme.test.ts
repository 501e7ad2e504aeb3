import { describe, expect, it } from 'vitest';
import { themeForBrand } from '../theme';

describe('themeForBrand', () => {
  it('uses the spec colours for the default brand, shades included', () => {
    const theme = themeForBrand('craftwork');
    expect(theme.palette.primary.main).toBe('#000000');
    expect(theme.palette.primary.dark).toBe('rgb(0, 0, 0)');
    expect(theme.palette.secondary.main).toBe('#ffc107');
    expect(theme.palette.accent.main).toBe('#4fc3f7');
    expect(theme.palette.accent.dark).toBeDefined();
  });

  it('falls back to the default brand for an unknown one', () => {
    expect(themeForBrand('unknown-brand').palette.primary.main).toBe('#000000');
  });

  it('moves nothing for a device that asks for reduced motion, and keeps the brand', () => {
    const still = themeForBrand('craftwork', true);
    const moving = themeForBrand('craftwork');
    expect(still.transitions.create('opacity')).toBe('none');
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(still.palette.primary.main).toBe(moving.palette.primary.main);
    expect(moving.transitions.create('opacity')).not.toBe('none');
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });
});
