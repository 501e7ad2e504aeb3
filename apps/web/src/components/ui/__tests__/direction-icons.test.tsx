import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { themeForBrand } from '../../../lib/theme';
import { BackIcon, NextIcon, PreviousIcon } from '../direction-icons';

function iconsOn(direction: 'ltr' | 'rtl') {
  const { container } = render(
    <ThemeProvider theme={themeForBrand('craftwork', false, direction)}>
      <BackIcon />
      <PreviousIcon />
      <NextIcon sx={{ color: 'red' }} />
    </ThemeProvider>,
  );
  return [...container.querySelectorAll('svg')].map((svg) => getComputedStyle(svg));
}

describe('icons that point the way the page reads', () => {
  it('turn round on a right-to-left page, a caller’s own styles kept', () => {
    const icons = iconsOn('rtl');
    expect(icons.map((style) => style.transform)).toEqual([
      'scaleX(-1)',
      'scaleX(-1)',
      'scaleX(-1)',
    ]);
    expect(icons[2]?.color).toBe('rgb(255, 0, 0)');
  });

  it('stay as drawn on a left-to-right page', () => {
    expect(iconsOn('ltr').map((style) => style.transform)).toEqual(['', '', '']);
  });
});
