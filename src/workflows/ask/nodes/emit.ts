/** Stream events a node sends through LangGraph's custom stream (the service forwards them as SSE). */
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { StreamEvent } from '../../../engine/events.js';
import type { AskStep } from '../texts.js';

export function emit(config: LangGraphRunnableConfig | undefined, event: StreamEvent): void {
  config?.writer?.(event);
}

export function emitStep(config: LangGraphRunnableConfig | undefined, step: AskStep, message: string): void {
  emit(config, { type: 'step', step, message });
}
