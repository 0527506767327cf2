/** Loads data for a page, with the failure kept for a retry button. */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, describeError } from '../api/http';

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

export function useLoad<T>(load: () => Promise<T>, onUnauthorized: () => void): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    load().then(
      (value) => {
        if (!current) return;
        setData(value);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        if (failure instanceof ApiError && failure.status === 401) onUnauthorized();
        setError(describeError(failure));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, onUnauthorized]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, reload };
}
