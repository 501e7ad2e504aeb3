import { generatePath, Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { PageHeading } from '../../../components/ui/page-heading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/i18n/error-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useTaskTypeName } from '../../../lib/i18n/use-type-names';
import { useChecklistTemplates, type TChecklistTemplate } from '../api/checklists';

export const NEW_TEMPLATE_ID = 'new';
export const checklistTemplatePath = (id: string) =>
  generatePath(paths.checklistTemplate, { templateId: id });

function TemplateCard({ template }: { template: TChecklistTemplate }) {
  const { t } = useTranslation('taskWork');
  const taskTypeName = useTaskTypeName();
  const items = template.items.length;
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={checklistTemplatePath(template.id)}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {template.name}
          </Typography>
          {template.description && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {template.description}
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={t('checklists.items', { count: items })} />
            {template.taskTypes.length === 0 ? (
              <Chip size="small" variant="outlined" label={t('checklists.notAttached')} />
            ) : (
              template.taskTypes.map((taskType) => (
                <Chip
                  key={taskType}
                  size="small"
                  color="primary"
                  variant="outlined"
                  label={taskTypeName(taskType)}
                />
              ))
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /checklists: the site's checklist templates, and New template for those who may add one. */
export function ChecklistList() {
  const { t } = useTranslation('taskWork');
  const { data, error, isPending, refetch } = useChecklistTemplates();
  return (
    <Box>
      <PageHeading
        title={t('checklists.title')}
        actions={
          data?.canManage && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={checklistTemplatePath(NEW_TEMPLATE_ID)}
            >
              {t('checklists.newTemplate')}
            </Button>
          )
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('checklists.intro')}
      </Typography>
      {isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('checklists.loading')} />
        </Box>
      ) : error ? (
        <RetryAlert onRetry={() => void refetch()}>{errorText(error)}</RetryAlert>
      ) : data.rows.length === 0 ? (
        <Alert severity="info">
          {data.canManage ? t('checklists.emptyManage') : t('checklists.empty')}
        </Alert>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.rows.map((row) => (
            <li key={row.id}>
              <TemplateCard template={row} />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
