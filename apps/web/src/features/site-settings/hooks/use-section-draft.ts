import { useCallback, useMemo, useState } from 'react';
import {
  ZSiteSettingsChanges,
  type TSiteSettings,
  type TSiteSettingsChanges,
} from '@craftwork/domain/site/settings';

type TKey = keyof TSiteSettings;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A section's edits over the site's settings: a value the user has not touched follows the
 * site (a change another admin saves shows at once); `changes` holds only the values that
 * differ from the site's, which is all a Save sends. `errors` are the domain's messages of
 * the changed values, by setting.
 */
export function useSectionDraft<K extends TKey>(settings: TSiteSettings, keys: readonly K[]) {
  const [edits, setEdits] = useState<Partial<Pick<TSiteSettings, K>>>({});

  const value = useCallback(
    <P extends K>(key: P): TSiteSettings[P] =>
      key in edits ? (edits[key] as TSiteSettings[P]) : settings[key],
    [edits, settings],
  );

  const set = useCallback(<P extends K>(key: P, next: TSiteSettings[P]) => {
    setEdits((current) => ({ ...current, [key]: next }));
  }, []);

  const changes = useMemo(() => {
    const changed: Partial<TSiteSettings> = {};
    for (const key of keys) {
      if (key in edits && !same(edits[key], settings[key])) {
        (changed as Record<string, unknown>)[key] = edits[key];
      }
    }
    return changed as TSiteSettingsChanges;
  }, [edits, keys, settings]);

  const errors = useMemo(() => {
    const parsed = ZSiteSettingsChanges.safeParse(changes);
    const byKey: Partial<Record<K, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as K;
        byKey[key] ??= issue.message;
      }
    }
    return byKey;
  }, [changes]);

  const reset = useCallback(() => setEdits({}), []);

  return {
    value,
    set,
    changes,
    errors,
    dirty: Object.keys(changes).length > 0,
    valid: Object.keys(errors).length === 0,
    reset,
  };
}

export type TSectionDraft<K extends TKey> = ReturnType<typeof useSectionDraft<K>>;
