import type { ReactNode } from 'react';

/** A small label; the tone carries meaning only together with the text, never colour alone. */
export function Chip({ tone, children }: { tone: 'high' | 'medium' | 'low' | 'neutral' | 'ok' | 'alert'; children: ReactNode }) {
  return <span className={`chip chip-${tone}`}>{children}</span>;
}
