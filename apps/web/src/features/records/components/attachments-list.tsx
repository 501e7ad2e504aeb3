import { useState } from 'react';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import { ATTACHMENT_TOO_LARGE, isAttachmentTooLarge } from '@craftwork/domain/records/attachments';
import { TASK_MESSAGES } from '@craftwork/domain/tasks/messages';
import { isHttpClientError, reportError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useNotify } from '../../../lib/notify';
import { useAddAttachments } from '../api/add-attachment';
import { useDeleteAttachment } from '../api/delete-attachment';
import type { TRecordAttachment } from '../api/get-craft-record';
import { formatFileSize } from '@craftwork/domain/format/file-size';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FileButton } from './file-button';

type TAttachmentsListProps = {
  craftRecordId: string;
  attachments: readonly TRecordAttachment[];
  timeZone: string;
  /** Whether the user may delete this attachment (the server checks again). */
  canDelete: (attachment: TRecordAttachment) => boolean;
  /** An h2 on the page, an h3 inside the edit drawer. */
  headingLevel?: 'h2' | 'h3';
  showHeading?: boolean;
};

/** The limit, naming the files left out when others of the same choice are added. */
function tooLargeMessage(
  chosen: readonly File[],
  tooLarge: readonly File[],
  t: TFunction<'records'>,
): string {
  if (chosen.length === tooLarge.length) return ATTACHMENT_TOO_LARGE;
  const files = tooLarge.map((file) => file.name).join(', ');
  return t('attachments.notAdded', { limit: ATTACHMENT_TOO_LARGE, files });
}

/** The record's attachments: add with the file picker, download or open, delete. */
export function AttachmentsList({
  craftRecordId,
  attachments,
  timeZone,
  canDelete,
  headingLevel = 'h3',
  showHeading = true,
}: TAttachmentsListProps) {
  const { t } = useTranslation('records');
  const { timeline } = useFormat();
  const notify = useNotify();
  const addAttachments = useAddAttachments(craftRecordId);
  const deleteAttachment = useDeleteAttachment();
  const [deleting, setDeleting] = useState<TRecordAttachment | null>(null);

  const handleFiles = (files: File[]) => {
    // Files over the limit are refused before anything is sent; the others still go.
    const tooLarge = files.filter(isAttachmentTooLarge);
    if (tooLarge.length > 0) notify.error(tooLargeMessage(files, tooLarge, t));
    const fitting = files.filter((file) => !isAttachmentTooLarge(file));
    if (fitting.length === 0) return;
    addAttachments.mutate(fitting, {
      onError: (error) => {
        if (isHttpClientError(error)) notify.error(error);
        else {
          reportError(error);
          notify.error(TASK_MESSAGES.uploadFailed);
        }
      },
    });
  };

  const handleDelete = () => {
    if (!deleting) return;
    deleteAttachment.mutate(
      { attachmentId: deleting.id },
      {
        onSettled: () => setDeleting(null),
        onError: (error) => notify.error(error),
      },
    );
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
        {showHeading ? (
          <Typography
            variant={headingLevel === 'h2' ? 'h6' : 'subtitle1'}
            component={headingLevel}
            sx={{ fontWeight: headingLevel === 'h2' ? undefined : 600 }}
          >
            {t('attachments.title')}
          </Typography>
        ) : (
          <span />
        )}
        <FileButton
          label={t('attachments.add')}
          multiple
          disabled={addAttachments.isPending}
          startIcon={<AttachFileIcon aria-hidden="true" />}
          onFiles={handleFiles}
        />
      </Stack>
      {addAttachments.isPending && <LinearProgress aria-label={t('attachments.uploading')} />}
      {attachments.length === 0 ? (
        <Typography color="text.secondary">{t('attachments.none')}</Typography>
      ) : (
        <List dense disablePadding aria-label={t('attachments.label')}>
          {attachments.map((attachment) => (
            <ListItem
              key={attachment.id}
              disableGutters
              divider
              secondaryAction={
                <Box>
                  <IconButton
                    component="a"
                    href={attachment.url}
                    download={attachment.filename}
                    aria-label={t('attachments.download', { filename: attachment.filename })}
                    edge={canDelete(attachment) ? false : 'end'}
                  >
                    <DownloadIcon />
                  </IconButton>
                  {canDelete(attachment) && (
                    <IconButton
                      edge="end"
                      aria-label={t('attachments.delete', { filename: attachment.filename })}
                      onClick={() => setDeleting(attachment)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  )}
                </Box>
              }
              sx={{ pr: 10 }}
            >
              <ListItemText
                primary={
                  <Link
                    href={attachment.url}
                    download={attachment.filename}
                    sx={{ wordBreak: 'break-all' }}
                  >
                    {attachment.filename}
                  </Link>
                }
                secondary={[
                  formatFileSize(attachment.sizeBytes),
                  attachment.createdByName,
                  timeline(attachment.timestampCreated, timeZone),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('attachments.deleteTitle')}
        message={t('attachments.deleteMessage', { filename: deleting?.filename ?? '' })}
        okText={t('attachments.deleteOk')}
        isPending={deleteAttachment.isPending}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
