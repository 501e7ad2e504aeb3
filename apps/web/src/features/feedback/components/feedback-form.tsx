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
  FEEDBACK_MESSAGES,
  ZSendFeedbackInput,
} from '@craftwork/domain/admin/feedback';
import { ControlledTextField } from '../../../components/ui/controlled-text-field';
import { errorMessage } from '../../../lib/errors';
import { useSendFeedback } from '../api/feedback';

type TFeedbackForm = z.input<typeof ZSendFeedbackInput>;

const EMPTY: TFeedbackForm = { category: '' as TFeedbackForm['category'], message: '' };

/** /feedback's form: a category and a message to the site admins. */
export function FeedbackForm() {
  const send = useSendFeedback();
  const [sent, setSent] = useState(false);
  const { control, handleSubmit, reset } = useForm<TFeedbackForm>({
    resolver: zodResolver(ZSendFeedbackInput),
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
          Send feedback
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Tell the site admins about a problem, an idea or a question.
        </Typography>
        <ControlledTextField
          control={control}
          name="category"
          id="feedback-category"
          label="Category"
          select
          required
          disabled={send.isPending}
          onEdit={() => setSent(false)}
        >
          {FEEDBACK_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {category}
            </MenuItem>
          ))}
        </ControlledTextField>
        <ControlledTextField
          control={control}
          name="message"
          id="feedback-message"
          label="Message"
          required
          multiline
          minRows={4}
          disabled={send.isPending}
          helperText={`Up to ${FEEDBACK_MESSAGE_MAX} characters.`}
          onEdit={() => setSent(false)}
        />
        {send.error ? <Alert severity="error">{errorMessage(send.error)}</Alert> : null}
        {sent ? (
          <Alert severity="success" role="status">
            {FEEDBACK_MESSAGES.sent}
          </Alert>
        ) : null}
        <Stack direction="row" justifyContent="flex-end">
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
