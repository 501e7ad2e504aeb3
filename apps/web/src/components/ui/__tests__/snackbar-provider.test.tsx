import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import { SnackbarProvider } from '../snackbar-provider';
import { showSnackbar } from '../snackbar-queue';

describe('snackbar provider', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it("names Close in the page's language, also on a signed-out page i18next does not follow", async () => {
    // A signed-out page marks its language on <html> (decision 226); i18next stays English.
    document.documentElement.lang = 'pl';
    render(
      <SnackbarProvider>
        <p>Page</p>
      </SnackbarProvider>,
    );
    act(() => {
      showSnackbar({ message: 'Hasło zostało zmienione.', variant: 'success' });
    });
    expect(await screen.findByRole('button', { name: 'Zamknij' })).toBeTruthy();
  });

  it('shows a message once however often it repeats, at the top center', async () => {
    render(
      <SnackbarProvider>
        <p>Page</p>
      </SnackbarProvider>,
    );
    act(() => {
      for (let i = 0; i < 3; i += 1) {
        showSnackbar({ message: 'Task status changed successfully.', variant: 'success' });
      }
      showSnackbar({ message: 'Task updated successfully.', variant: 'success' });
    });
    // The messages said before the snackbars' code loaded wait for it, and are all shown.
    await screen.findByText('Task updated successfully.');
    expect(screen.getAllByText('Task status changed successfully.')).toHaveLength(1);
    expect(screen.getAllByText('Task updated successfully.')).toHaveLength(1);
    const container = screen
      .getByText('Task updated successfully.')
      .closest('.notistack-SnackbarContainer');
    expect(container?.className).toContain('craftwork-snackbar-top-center');
  });

  it('keeps a message shown over an open dialog where a screen reader finds it', async () => {
    render(
      <SnackbarProvider>
        <p>Page</p>
        <Dialog open aria-label="Set Complete">
          <p>Tabs</p>
        </Dialog>
      </SnackbarProvider>,
    );
    act(() => {
      showSnackbar({
        message: 'Not enough Couplers: this would leave less than zero available.',
        variant: 'error',
      });
    });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeNull());
    // The dialog hides the rest of the page from assistive technology, not the message.
    expect(screen.getByText('Page').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(
      'Not enough Couplers: this would leave less than zero available.',
    );
  });
});
