import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
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
                        ? 'Marked as a competent person.'
                        : 'No longer a competent person.',
                    ),
                  onError: (error) => notify.error(error),
                },
              )
            }
          />
        }
        label="Competent person"
      />
      <FormHelperText sx={{ mt: 0 }}>
        May complete scaffold inspections when the site asks for a competent person. Saved at once.
      </FormHelperText>
    </Box>
  );
}
