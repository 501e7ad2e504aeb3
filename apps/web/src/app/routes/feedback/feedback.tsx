import Stack from '@mui/material/Stack';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { PageHeading } from '../../../components/ui/page-heading';
import { FeedbackForm } from '../../../features/feedback/components/feedback-form';
import { FeedbackList } from '../../../features/feedback/components/feedback-list';
import { useTranslation } from '../../../lib/i18n/i18n';
import { screenUser, useMe } from '../../../lib/session';

/** /feedback: send feedback; site admins also see the site's feedback. */
export default function FeedbackPage() {
  const { t } = useTranslation('field');
  const { data: me } = useMe();
  if (!me) return null;
  const site = me.site;
  return (
    <>
      <PageHeading title={t('feedback.pageTitle')} />
      <Stack spacing={3} sx={{ maxWidth: 900 }}>
        <FeedbackForm />
        {site && mayUseScreen('feedback-list', screenUser(site)) ? (
          <FeedbackList timeZone={site.timezone} />
        ) : null}
      </Stack>
    </>
  );
}
