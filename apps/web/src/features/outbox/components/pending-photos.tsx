import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOutboxEntries } from '../outbox-provider';
import { OUTBOX_TEXT } from '../outbox-types';

/** The record's photos waiting to be sent, as thumbnails made from the stored files. */
export function PendingPhotos({ craftRecordId }: { craftRecordId: string }) {
  const entries = useOutboxEntries();
  const files = useMemo(
    () =>
      entries.flatMap((entry) =>
        entry.kind === 'photos' && entry.input.craftRecordId === craftRecordId
          ? entry.input.files.map((file, index) => ({ key: `${entry.id}-${index}`, file, entry }))
          : [],
      ),
    [entries, craftRecordId],
  );
  const [urls, setUrls] = useState<Record<string, string>>({});
  useEffect(() => {
    const made = Object.fromEntries(files.map(({ key, file }) => [key, URL.createObjectURL(file)]));
    setUrls(made);
    return () => Object.values(made).forEach((url) => URL.revokeObjectURL(url));
  }, [files]);

  if (files.length === 0) return null;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {OUTBOX_TEXT.pendingPhoto}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {files.map(({ key, entry }, index) =>
          urls[key] ? (
            <Box
              key={key}
              component="img"
              src={urls[key]}
              alt={`${OUTBOX_TEXT.pendingPhoto} (${index + 1} of ${files.length})${
                entry.state === 'refused' ? `: ${entry.refusal ?? ''}` : ''
              }`}
              sx={{
                width: 72,
                height: 72,
                objectFit: 'cover',
                borderRadius: 1,
                border: 2,
                borderStyle: 'dashed',
                borderColor: entry.state === 'refused' ? 'error.main' : 'info.main',
                opacity: 0.8,
              }}
            />
          ) : null,
        )}
      </Stack>
    </Box>
  );
}
