import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isLanguage, LANGUAGES } from '@craftwork/domain/i18n/languages';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useSetLanguage } from '../api/set-language';

/**
 * The user's language, each named in itself. Until they choose, it shows the language the app
 * is in (the browser's, else the site's default).
 */
export function LanguageSelect({ language }: { language: string | null }) {
  const { t, i18n } = useTranslation('profile');
  const notify = useNotify();
  const setLanguage = useSetLanguage();
  const value = language ?? i18n.language;

  const handleChange = (code: string) => {
    if (!isLanguage(code)) return;
    setLanguage.mutate({ language: code }, { onError: (error) => notify.error(error) });
  };

  return (
    <TextField
      select
      size="small"
      label={t('userInfo.language')}
      value={value}
      disabled={setLanguage.isPending}
      onChange={(event) => handleChange(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {LANGUAGES.map((l) => (
        <MenuItem key={l.code} value={l.code} lang={l.code} dir={l.dir}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
