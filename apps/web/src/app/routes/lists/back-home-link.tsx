import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/i18n';
import { BackIcon } from '../../../components/ui/direction-icons';

/** The deleted lists' way back to the dashboard. */
export function BackHomeLink() {
  const { t } = useTranslation('lists');
  return (
    <Link
      to={paths.home}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
    >
      <BackIcon fontSize="small" aria-hidden="true" />
      {t('back')}
    </Link>
  );
}
