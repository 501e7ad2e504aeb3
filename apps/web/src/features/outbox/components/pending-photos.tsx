import { Suspense, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useOutboxEntries } from '../outbox-provider';
import type { TOutboxEntry } from '../outbox-types';

type TPendingFile = { key: string; file: File; entry: TOutboxEntry };

/**
 * The record's photos waiting to be sent, as thumbnails made from the stored files. The record
 * shows at once: only these wait for their texts (the field catalogue) when not fetched yet.
 */
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
    <Suspense fallback={null}>
      <PendingThumbnails files={files} urls={urls} />
    </Suspense>
  );
}

function PendingThumbnails({
  files,
  urls,
}: {
  files: readonly TPendingFile[];
  urls: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('field');
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('outbox.pendingPhoto')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {files.map(({ key, entry }, index) =>
          urls[key] ? (
            <Box
              key={key}
              component="img"
              src={urls[key]}
              alt={
                entry.state === 'refused'
                  ? t('outbox.refusedPhotoAlt', {
                      number: index + 1,
                      total: files.length,
                      reason: entry.refusal ?? '',
                    })
                  : t('outbox.pendingPhotoAlt', { number: index + 1, total: files.length })
              }
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
