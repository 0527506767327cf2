/** Stream events of ../shared/spec/api-streaming.md, one JSON object per SSE event. */
import { z } from 'zod';

export const StepEvent = z.object({ type: z.literal('step'), step: z.string(), message: z.string() });
export const ToolEvent = z.object({
  type: z.literal('tool'),
  tool: z.string(),
  status: z.enum(['searching', 'complete', 'failed']),
  count: z.number().int().optional(),
  error: z.string().optional(),
});
export const TokenEvent = z.object({ type: z.literal('token'), content: z.string() });
export const DoneEvent = z.looseObject({ type: z.literal('done'), full_response: z.string() });
export const ErrorEvent = z.object({ type: z.literal('error'), message: z.string() });

export const StreamEvent = z.discriminatedUnion('type', [StepEvent, ToolEvent, TokenEvent, DoneEvent, ErrorEvent]);
export type StreamEvent = z.infer<typeof StreamEvent>;

/** Where a workflow sends its events; the SSE writer is one implementation. */
export type EventSink = (event: StreamEvent) => void;

export function formatSseEvent(event: StreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}
