import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { craftOffersTaskType } from '@craftwork/domain/site/settings-fields';
import type { TCraftTaskTypePair } from '@craftwork/domain/site/site';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCraftTypeName, useTaskTypeName } from '../../../lib/i18n/use-type-names';

type TPairGridProps = {
  /** Names the table. */
  caption: string;
  craftTypes: readonly number[];
  taskTypes: readonly number[];
  isChecked: (pair: TCraftTaskTypePair) => boolean;
  onToggle: (pair: TCraftTaskTypePair, checked: boolean) => void;
};

/**
 * A craft type × task type grid of checkboxes: rows are the site's craft types, columns its
 * task types; a cell has a checkbox only where the craft type offers the task type.
 */
export function PairGrid({ caption, craftTypes, taskTypes, isChecked, onToggle }: TPairGridProps) {
  const { t } = useTranslation('admin');
  const craftTypeName = useCraftTypeName();
  const taskTypeName = useTaskTypeName();
  const columns = taskTypes.filter((task) =>
    craftTypes.some((craft) => craftOffersTaskType(craft, task)),
  );
  const rows = craftTypes.filter((craft) =>
    columns.some((task) => craftOffersTaskType(craft, task)),
  );
  if (!rows.length) {
    return <Typography color="text.secondary">{t('siteSettings.pairs.none')}</Typography>;
  }
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={caption} sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell
              component="th"
              scope="col"
              sx={{
                position: 'sticky',
                left: 0,
                bgcolor: 'background.paper',
                zIndex: 1,
                minWidth: 120,
              }}
            >
              {t('siteSettings.pairs.craftType')}
            </TableCell>
            {columns.map((task) => (
              <TableCell
                key={task}
                component="th"
                scope="col"
                align="center"
                sx={{ minWidth: 80, fontSize: '0.75rem', lineHeight: 1.2 }}
              >
                {taskTypeName(task)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((craft) => (
            <TableRow key={craft} hover>
              <TableCell
                component="th"
                scope="row"
                sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}
              >
                {craftTypeName(craft)}
              </TableCell>
              {columns.map((task) => {
                const pair = { craftType: craft, taskType: task };
                return (
                  <TableCell key={task} align="center" padding="none">
                    {craftOffersTaskType(craft, task) ? (
                      <Checkbox
                        checked={isChecked(pair)}
                        onChange={(event) => onToggle(pair, event.target.checked)}
                        slotProps={{
                          input: { 'aria-label': `${craftTypeName(craft)}: ${taskTypeName(task)}` },
                        }}
                      />
                    ) : null}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
