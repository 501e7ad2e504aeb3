/** Everything the app keeps in the browser's storage, by key. */
const REDIRECT_KEY = 'craftwork.redirectPath';
const WORK_TYPE_KEY = 'craftwork.workType';
const WORK_TYPE_EVENT = 'craftwork:work-type';

/** Remember where a signed-out visitor wanted to go (sessionStorage: per tab). */
export function rememberRedirectPath(path: string): void {
  try {
    sessionStorage.setItem(REDIRECT_KEY, path);
  } catch {
    // storage may be unavailable (private mode); the user then lands on /home.
  }
}

/** Read and forget the remembered path. */
export function takeRedirectPath(): string | null {
  try {
    const path = sessionStorage.getItem(REDIRECT_KEY);
    sessionStorage.removeItem(REDIRECT_KEY);
    return path;
  } catch {
    return null;
  }
}

export function peekRedirectPath(): string | null {
  try {
    return sessionStorage.getItem(REDIRECT_KEY);
  } catch {
    return null;
  }
}

/** The global work-type filter: 'all' or a craft type code. */
export type TWorkType = 'all' | number;

export function readWorkType(): TWorkType {
  try {
    const raw = localStorage.getItem(WORK_TYPE_KEY);
    if (raw === null || raw === 'all') return 'all';
    const value = Number(raw);
    return Number.isInteger(value) ? value : 'all';
  } catch {
    return 'all';
  }
}

export function writeWorkType(value: TWorkType): void {
  try {
    localStorage.setItem(WORK_TYPE_KEY, String(value));
  } catch {
    // ignore: the choice then lasts for this page only
  }
  window.dispatchEvent(new Event(WORK_TYPE_EVENT));
}

export function subscribeWorkType(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === WORK_TYPE_KEY) onChange();
  };
  window.addEventListener(WORK_TYPE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(WORK_TYPE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Sign-out clears everything stored (spec: "Sign-out goes to /login and clears stored data"). */
export function clearStoredData(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // nothing stored
  }
  window.dispatchEvent(new Event(WORK_TYPE_EVENT));
}
