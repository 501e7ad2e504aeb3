import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ATTACHMENT_TOO_LARGE, MAX_ATTACHMENT_BYTES } from '@craftwork/domain/records/attachments';
import { createTestQueryClient, renderWithProviders, testMe, testSite } from '../../../test/render';
import { AttachmentsList } from '../components/attachments-list';
import { stubRpc } from './rpc-stub';

/** A file that says it has `size` bytes (without holding them). */
function fileOf(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderAttachments() {
  const site = testSite();
  return renderWithProviders(
    <AttachmentsList
      craftRecordId="rec-1"
      attachments={[]}
      timeZone="America/Chicago"
      canDelete={() => false}
    />,
    { queryClient: createTestQueryClient({ me: testMe(site) }) },
  );
}

describe('attachments list', { timeout: 20_000 }, () => {
  it('refuses a file over 25 MB before sending it, saying the limit in words', async () => {
    const calls = stubRpc({ 'craftRecords/addAttachment': () => ({ attachmentId: 'at-1' }) });
    renderAttachments();
    await userEvent
      .setup()
      .upload(
        screen.getByLabelText('Add Attachment'),
        fileOf('scan.pdf', MAX_ATTACHMENT_BYTES + 1),
      );
    expect(await screen.findByText(ATTACHMENT_TOO_LARGE)).toBeTruthy();
    expect(calls.filter((c) => c.path === 'craftRecords/addAttachment')).toEqual([]);
  });

  it('sends the files that fit and names the ones left out', async () => {
    const calls = stubRpc({ 'craftRecords/addAttachment': () => ({ attachmentId: 'at-1' }) });
    renderAttachments();
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Add Attachment'), [
        fileOf('notes.pdf', MAX_ATTACHMENT_BYTES),
        fileOf('scan.pdf', MAX_ATTACHMENT_BYTES + 1),
      ]);
    expect(await screen.findByText(`${ATTACHMENT_TOO_LARGE} Not added: scan.pdf.`)).toBeTruthy();
    // One call per file: only notes.pdf was sent.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'craftRecords/addAttachment')).toHaveLength(1),
    );
  });
});
