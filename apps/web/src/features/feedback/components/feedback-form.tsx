import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGE_MAX,
  ZSendFeedbackInput,
} from '@craftwork/domain/admin/feedback';
import { ControlledTextField } from '../../../components/ui/controlled-text-field';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSendFeedback } from '../api/feedback';
import { inUserLanguage } from '../../../lib/form-errors';

type TFeedbackForm = z.input<typeof ZSendFeedbackInput>;

const EMPTY: TFeedbackForm = { category: '' as TFeedbackForm['category'], message: '' };

/** /feedback's form: a category and a message to the site admins. */
export function FeedbackForm() {
  const { t } = useTranslation('field');
  const send = useSendFeedback();
  const [sent, setSent] = useState(false);
  const { control, handleSubmit, reset } = useForm<TFeedbackForm>({
    resolver: inUserLanguage(zodResolver(ZSendFeedbackInput)),
    defaultValues: EMPTY,
  });
  const onSubmit = handleSubmit((values) => {
    setSent(false);
    send.mutate(ZSendFeedbackInput.parse(values), {
      onSuccess: () => {
        reset(EMPTY);
        setSent(true);
      },
    });
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={onSubmit}
        aria-labelledby="feedback-form-title"
      >
        <Typography id="feedback-form-title" variant="h6" component="h2">
          {t('feedback.form.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('feedback.form.intro')}
        </Typography>
        <ControlledTextField
          control={control}
          name="category"
          id="feedback-category"
          label={t('feedback.form.category')}
          select
          required
          disabled={send.isPending}
          onEdit={() => setSent(false)}
        >
          {FEEDBACK_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {t(`feedback.categories.${category}`)}
            </MenuItem>
          ))}
        </ControlledTextField>
        <ControlledTextField
          control={control}
          name="message"
          id="feedback-message"
          label={t('feedback.form.message')}
          required
          multiline
          minRows={4}
          disabled={send.isPending}
          helperText={t('feedback.form.helper', { max: FEEDBACK_MESSAGE_MAX })}
          onEdit={() => setSent(false)}
        />
        {send.error ? <Alert severity="error">{errorText(send.error)}</Alert> : null}
        {sent ? (
          <Alert severity="success" role="status">
            {t('feedback.form.sent')}
          </Alert>
        ) : null}
        <Stack direction="row" justifyContent="flex-end">
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {send.isPending ? t('feedback.form.sending') : t('feedback.form.send')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
