import { NotFound } from '../../components/errors/not-found';
import { paths } from '../../config/paths';
import { useSignedOutDocument, useSignedOutText } from '../../lib/i18n/signed-out';

export function NotFoundPage() {
  const { t, language } = useSignedOutText();
  useSignedOutDocument(language);
  return (
    <>
      <title>{t('documentTitle', { page: t('notFound.heading') })}</title>
      <NotFound homePath={paths.home} />
    </>
  );
}
