import type { RiskLevel } from '../api/admin';
import { Chip } from '../ui/Chip';
import { riskLabels, statusLabels } from './labels';

const riskTone = { HIGH: 'high', MEDIUM: 'medium', LOW: 'low' } as const;
const statusTone = { ACTIVE: 'neutral', COMPLETED: 'ok', EMERGENCY_STOP: 'alert' } as const;

export function RiskChip({ level }: { level: RiskLevel | null }) {
  if (!level) return <Chip tone="neutral">위험도 없음</Chip>;
  return <Chip tone={riskTone[level]}>위험 {riskLabels[level]}</Chip>;
}

export function StatusChip({ status }: { status: string }) {
  return <Chip tone={statusTone[status as keyof typeof statusTone] ?? 'neutral'}>{statusLabels[status] ?? status}</Chip>;
}
