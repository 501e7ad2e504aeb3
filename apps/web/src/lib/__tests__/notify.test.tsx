import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { SnackbarProvider } from '../../components/ui/snackbar-provider';
import { switchLanguage } from '../i18n/i18n';
import { useNotify } from '../notify';

function Save({ message }: { message: string }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify.success(message)}>
      Save
    </button>
  );
}

describe('notify', () => {
  afterEach(() => switchLanguage('en'));

  it("says the domain's notices in the user's language, and anything else as it is", async () => {
    await switchLanguage('pl');
    const user = userEvent.setup();
    const { rerender } = render(
      <SnackbarProvider>
        <Save message={TASK_MESSAGES.taskUpdated} />
      </SnackbarProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Zadanie zostało zaktualizowane.')).toBeTruthy();

    rerender(
      <SnackbarProvider>
        <Save message="Pipe rack 4 saved." />
      </SnackbarProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pipe rack 4 saved.')).toBeTruthy();
  });
});
