import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSiteSettings } from '@craftwork/domain/site/settings';
import { useTranslation } from '../../../lib/i18n/i18n';
import { errorText } from '../../../lib/i18n/error-text';
import { useNotify } from '../../../lib/notify';
import { useUpdateSiteSettings } from '../api/site-settings';
import type { TSectionDraft } from '../hooks/use-section-draft';

type TSettingsSectionProps = {
  /** Names the form for screen readers and the Save button's purpose. */
  title: string;
  description?: string;
  draft: Pick<TSectionDraft<keyof TSiteSettings>, 'changes' | 'dirty' | 'valid' | 'reset'>;
  children: ReactNode;
};

/**
 * One section of site settings: its fields and its own Save, which sends only the changed
 * values (disabled until something changed and everything changed is valid), and Discard.
 */
export function SettingsSection({ title, description, draft, children }: TSettingsSectionProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateSiteSettings();
  const notify = useNotify();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.dirty || !draft.valid) return;
    update.mutate(draft.changes, {
      onSuccess: () => {
        draft.reset();
        notify.success(t('siteSettings.section.saved'));
      },
    });
  };

  return (
    <Stack component="form" aria-label={title} noValidate spacing={2} onSubmit={onSubmit}>
      {description && (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      )}
      {children}
      {update.isError && <Alert severity="error">{errorText(update.error)}</Alert>}
      <Stack
        direction="row"
        spacing={1}
        sx={{
          position: 'sticky',
          bottom: 0,
          py: 1.5,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          // Above the map's panes and controls (Leaflet's go up to 1000).
          zIndex: 1001,
        }}
      >
        <Button
          type="submit"
          variant="contained"
          disabled={!draft.dirty || !draft.valid || update.isPending}
        >
          {update.isPending ? t('siteSettings.section.saving') : t('siteSettings.section.save')}
        </Button>
        <Button
          type="button"
          disabled={!draft.dirty || update.isPending}
          onClick={() => {
            update.reset();
            draft.reset();
          }}
        >
          {t('siteSettings.section.discard')}
        </Button>
      </Stack>
    </Stack>
  );
}
