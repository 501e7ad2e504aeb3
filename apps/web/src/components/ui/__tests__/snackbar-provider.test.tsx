import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import { enqueueSnackbar } from 'notistack';
import { SnackbarProvider } from '../snackbar-provider';

describe('snackbar provider', () => {
  it('shows a message once however often it repeats, at the top center', () => {
    render(
      <SnackbarProvider>
        <p>Page</p>
      </SnackbarProvider>,
    );
    act(() => {
      for (let i = 0; i < 3; i += 1) {
        enqueueSnackbar('Task status changed successfully.', { variant: 'success' });
      }
      enqueueSnackbar('Task updated successfully.', { variant: 'success' });
    });
    expect(screen.getAllByText('Task status changed successfully.')).toHaveLength(1);
    expect(screen.getAllByText('Task updated successfully.')).toHaveLength(1);
    const container = screen
      .getByText('Task updated successfully.')
      .closest('.notistack-SnackbarContainer');
    expect(container?.className).toContain('craftwork-snackbar-top-center');
  });

  it('keeps a message shown over an open dialog where a screen reader finds it', () => {
    render(
      <SnackbarProvider>
        <p>Page</p>
        <Dialog open aria-label="Set Complete">
          <p>Tabs</p>
        </Dialog>
      </SnackbarProvider>,
    );
    act(() => {
      enqueueSnackbar('Not enough Couplers: this would leave less than zero available.', {
        variant: 'error',
      });
    });
    // The dialog hides the rest of the page from assistive technology, not the message.
    expect(screen.getByText('Page').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(
      'Not enough Couplers: this would leave less than zero available.',
    );
  });
});
