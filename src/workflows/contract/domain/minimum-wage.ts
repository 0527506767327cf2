/** The statutory hourly minimum wage by year (contract-checks.md) and half-up rounding. */
export const MINIMUM_WAGE_BY_YEAR: Readonly<Record<number, number>> = {
  2020: 8590,
  2021: 8720,
  2022: 9160,
  2023: 9620,
  2024: 9860,
  2025: 10030,
  2026: 10320,
};

const years = Object.keys(MINIMUM_WAGE_BY_YEAR).map(Number);

/** The table's year nearest to `year` (the year itself when listed). */
export function tableYear(year: number): number {
  return Math.min(Math.max(year, Math.min(...years)), Math.max(...years));
}

/** Half-up to a whole unit; the epsilon keeps 208.5 computed as 208.49999… from rounding down. */
export function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5 + 1e-9);
}
