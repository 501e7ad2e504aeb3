import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  orderedKpiKeys,
  type TKpiCardConfig,
  type TKpiConfig,
} from '@craftwork/domain/kpis/config';
import {
  KPI_CONFIG_MESSAGES,
  ZKpiConfigChanges,
  kpiCardProblems,
  kpiConfigChangesBetween,
  moveKpiCard,
  parseKpiTarget,
  type TKpiCardField,
} from '@craftwork/domain/kpis/config-update';
import { KPI_KEYS, type TKpiKey } from '@craftwork/domain/kpis/keys';

type TEdits = Partial<Record<TKpiKey, Partial<TKpiCardConfig>>>;
export type TKpiCardErrors = Partial<Record<TKpiKey, Partial<Record<TKpiCardField, string>>>>;

/**
 * The KPI cards' edits over the site's configuration: a field the admin has not touched follows
 * the site; `changes` holds only the fields that differ, which is all a Save sends. A target is
 * kept as typed until it is a number. `errors` are the domain's messages, by card and field.
 */
export function useKpiCardsDraft(config: TKpiConfig) {
  const [edits, setEdits] = useState<TEdits>({});
  const [targetTexts, setTargetTexts] = useState<Partial<Record<TKpiKey, string>>>({});

  // A card keeps its object while neither its saved fields nor its edits change, so only the
  // rows of the cards being edited draw again.
  const cache = useRef(
    new Map<TKpiKey, { saved: TKpiCardConfig; edit: unknown; card: TKpiCardConfig }>(),
  );
  const current = useMemo(() => {
    const merged = {} as TKpiConfig;
    for (const key of KPI_KEYS) {
      const saved = config[key];
      const edit = edits[key];
      const hit = cache.current.get(key);
      const card =
        hit && hit.saved === saved && hit.edit === edit
          ? hit.card
          : edit
            ? { ...saved, ...edit }
            : saved;
      cache.current.set(key, { saved, edit, card });
      merged[key] = card;
    }
    return merged;
  }, [config, edits]);
  const currentRef = useRef(current);
  useEffect(() => {
    currentRef.current = current;
  }, [current]);

  const order = useMemo(() => orderedKpiKeys(current, false), [current]);

  const set = useCallback(
    <F extends keyof TKpiCardConfig>(key: TKpiKey, field: F, value: TKpiCardConfig[F]) => {
      setEdits((all) => ({ ...all, [key]: { ...all[key], [field]: value } }));
    },
    [],
  );

  const setTargetText = useCallback(
    (key: TKpiKey, text: string) => {
      setTargetTexts((all) => ({ ...all, [key]: text }));
      const target = parseKpiTarget(text);
      if (target !== undefined) set(key, 'target', target);
    },
    [set],
  );

  const targetText = (key: TKpiKey) => targetTexts[key] ?? String(current[key].target ?? '');

  const move = useCallback((key: TKpiKey, step: -1 | 1) => {
    const orders = moveKpiCard(currentRef.current, key, step);
    setEdits((all) => {
      const next = { ...all };
      for (const k of KPI_KEYS) {
        if (currentRef.current[k].order !== orders[k]) next[k] = { ...next[k], order: orders[k] };
      }
      return next;
    });
  }, []);

  /** What the rows change: stable, so a row draws again only when its own card does. */
  const actions = useMemo(() => ({ set, setTargetText, move }), [set, setTargetText, move]);

  const changes = useMemo(() => kpiConfigChangesBetween(config, current), [config, current]);

  const errors = useMemo(() => {
    const byCard: TKpiCardErrors = {};
    const add = (key: TKpiKey, field: TKpiCardField, message: string) => {
      byCard[key] = { ...byCard[key], [field]: byCard[key]?.[field] ?? message };
    };
    const parsed = ZKpiConfigChanges.safeParse(changes);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [key, field] = issue.path as [TKpiKey, TKpiCardField];
        add(key, field, issue.message);
      }
    }
    for (const key of Object.keys(changes) as TKpiKey[]) {
      for (const problem of kpiCardProblems(key, current[key])) {
        add(problem.key, problem.field, problem.message);
      }
    }
    for (const [key, text] of Object.entries(targetTexts) as [TKpiKey, string][]) {
      if (parseKpiTarget(text) === undefined) add(key, 'target', KPI_CONFIG_MESSAGES.targetNumber);
    }
    return byCard;
  }, [changes, current, targetTexts]);

  const reset = useCallback(() => {
    setEdits({});
    setTargetTexts({});
  }, []);

  const invalidTarget = Object.values(targetTexts).some((t) => parseKpiTarget(t) === undefined);
  return {
    current,
    order,
    actions,
    targetText,
    changes,
    errors,
    dirty: Object.keys(changes).length > 0 || invalidTarget,
    valid: Object.keys(errors).length === 0,
    reset,
  };
}

export type TKpiCardsDraft = ReturnType<typeof useKpiCardsDraft>;
