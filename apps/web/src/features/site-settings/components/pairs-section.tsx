import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CRAFT_TYPES } from '@craftwork/domain/catalogues/craft-types';
import { TASK_TYPES, VALID_TASK_TYPES_BY_CRAFT } from '@craftwork/domain/catalogues/task-types';
import type { TSiteSettings } from '@craftwork/domain/site/settings';
import type { TCraftTaskTypePair } from '@craftwork/domain/site/site';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSectionDraft } from '../hooks/use-section-draft';
import { PairGrid } from './pair-grid';
import { SettingsSection } from './settings-section';

const KEYS = ['nextOpportunityAllowed', 'awaitingEstimateEnabled'] as const;

/** Every craft and task type pair of the catalogue: "allowed for every pair" written out. */
const EVERY_PAIR: TCraftTaskTypePair[] = CRAFT_TYPES.flatMap((craft) =>
  (VALID_TASK_TYPES_BY_CRAFT[craft.code] ?? []).map((task) => ({
    craftType: craft.code,
    taskType: task,
  })),
);

function samePair(a: TCraftTaskTypePair, b: TCraftTaskTypePair): boolean {
  return a.craftType === b.craftType && a.taskType === b.taskType;
}

/** The list with the pair in or out; pairs of types not shown stay as they are. */
function toggled(
  pairs: readonly TCraftTaskTypePair[],
  pair: TCraftTaskTypePair,
  checked: boolean,
): TCraftTaskTypePair[] {
  const rest = pairs.filter((p) => !samePair(p, pair));
  return checked ? [...rest, pair] : rest;
}

export function PairsSection({ settings }: { settings: TSiteSettings }) {
  const { t } = useTranslation('admin');
  const draft = useSectionDraft(settings, KEYS);
  const next = draft.value('nextOpportunityAllowed');
  const estimate = draft.value('awaitingEstimateEnabled');
  const craftTypes = settings.validCraftTypes;
  const taskTypes = TASK_TYPES.map((t) => t.code).filter((code) =>
    settings.validTaskTypes.includes(code),
  );

  return (
    <SettingsSection
      title={t('siteSettings.pairs.title')}
      description={t('siteSettings.pairs.description')}
      draft={draft}
    >
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h2">
          {t('siteSettings.pairs.nextOpportunity')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {next === null
            ? t('siteSettings.pairs.nextEveryPair')
            : t('siteSettings.pairs.nextChecked')}
        </Typography>
        <PairGrid
          caption={t('siteSettings.pairs.nextOpportunity')}
          craftTypes={craftTypes}
          taskTypes={taskTypes}
          isChecked={(pair) => next === null || next.some((p) => samePair(p, pair))}
          onToggle={(pair, checked) =>
            draft.set('nextOpportunityAllowed', toggled(next ?? EVERY_PAIR, pair, checked))
          }
        />
        {next !== null && (
          <Stack direction="row">
            <Button size="small" onClick={() => draft.set('nextOpportunityAllowed', null)}>
              {t('siteSettings.pairs.allowEvery')}
            </Button>
          </Stack>
        )}
      </Stack>
      <Divider />
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h2">
          {t('siteSettings.pairs.awaitingEstimate')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('siteSettings.pairs.awaitingHelp')}
        </Typography>
        <PairGrid
          caption={t('siteSettings.pairs.awaitingEstimate')}
          craftTypes={craftTypes}
          taskTypes={taskTypes}
          isChecked={(pair) => estimate.some((p) => samePair(p, pair))}
          onToggle={(pair, checked) =>
            draft.set('awaitingEstimateEnabled', toggled(estimate, pair, checked))
          }
        />
      </Stack>
    </SettingsSection>
  );
}
