import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useNotify } from '../../../lib/notify';
import { useSetCompetentPerson } from '../api/competent-person';

/**
 * "Competent person": may complete scaffold inspections when the site asks for one. Saved at
 * once (apart from the permissions form's Save), and audited under Compliance.
 */
export function CompetentPersonSwitch({
  userId,
  competentPerson,
}: {
  userId: string;
  competentPerson: boolean;
}) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const setCompetent = useSetCompetentPerson();
  const checked = setCompetent.isPending
    ? (setCompetent.variables?.competent ?? competentPerson)
    : competentPerson;
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={setCompetent.isPending}
            onChange={(event) =>
              setCompetent.mutate(
                { userId, competent: event.target.checked },
                {
                  onSuccess: (result) =>
                    notify.success(
                      result.competentPerson
                        ? t('users.competent.marked')
                        : t('users.competent.unmarked'),
                    ),
                  onError: (error) => notify.error(error),
                },
              )
            }
          />
        }
        label={t('users.competent.label')}
      />
      <FormHelperText sx={{ mt: 0 }}>{t('users.competent.help')}</FormHelperText>
    </Box>
  );
}
