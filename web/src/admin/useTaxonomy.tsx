/** The knowledge tree, fetched once per console, for names of codes everywhere. */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchTaxonomy, type Taxonomy } from '../api/admin';

interface Names {
  taxonomy: Taxonomy | null;
  /** Reloads after a workbook upload changes the knowledge. */
  refresh: () => void;
  scenario: (code: string | null) => string;
  level2: (code: string | null) => string;
  field: (code: string) => string;
}

const TaxonomyContext = createContext<Names | null>(null);

export function TaxonomyProvider({ token, children }: { token: string; children: ReactNode }) {
  const [taxonomy, setTaxonomy] = useState<Taxonomy | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    // Names are a nicety: without them the pages show codes.
    fetchTaxonomy(token).then(
      (value) => current && setTaxonomy(value),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  const names = useMemo<Names>(() => {
    const scenarios = new Map<string, string>();
    const level2 = new Map<string, string>();
    for (const group of taxonomy?.level1 ?? []) {
      for (const entry of group.level2) {
        level2.set(entry.level2, entry.level2_name);
        for (const scenario of entry.scenarios) scenarios.set(scenario.scenario_code, scenario.scenario_name);
      }
    }
    return {
      taxonomy,
      refresh,
      scenario: (code) => (code ? (scenarios.get(code) ?? code) : '미분류'),
      level2: (code) => (code ? (level2.get(code) ?? code) : '—'),
      field: (code) => taxonomy?.fields[code] ?? code,
    };
  }, [taxonomy, refresh]);
  return <TaxonomyContext.Provider value={names}>{children}</TaxonomyContext.Provider>;
}

export function useNames(): Names {
  const names = useContext(TaxonomyContext);
  if (!names) throw new Error('useNames needs a TaxonomyProvider');
  return names;
}
