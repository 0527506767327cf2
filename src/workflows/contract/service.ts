/**
 * The contract assistant's use cases: analyse an upload or a text and store
 * it; read it back; answer a question about it through the chat graph,
 * streaming events and keeping the conversation.
 */
import { randomUUID } from 'node:crypto';
import type { EventSink } from '../../engine/events.js';
import type { TurnRunner } from '../../engine/run-turn.js';
import { AppError } from '../../errors.js';
import type { ChatTurn } from '../../interpret/contract-port.js';
import type { ContractReview } from '../../knowledge/contract-review.js';
import { fillTemplate } from '../../knowledge/llm-prompts.js';
import type { ContractRepository } from '../../store/repositories/contract.js';
import type { ContractTools } from './deps.js';
import { analyzeContract } from './domain/analyze.js';
import { extractDocument, type SourceType } from './domain/extract-document.js';
import type { ContractAnalysis } from './domain/types.js';
import type { buildContractChatGraph } from './graph.js';
import type { ContractChatGraphState } from './state.js';

const HISTORY_LIMIT = 20;

export interface ContractServiceDeps {
  graph: ReturnType<typeof buildContractChatGraph>;
  runner: TurnRunner;
  repository: ContractRepository<ContractAnalysis>;
  knowledge: () => ContractReview;
  mask: (text: string) => string;
  today: () => string;
  now: () => Date;
  tools: ContractTools;
  maxUploadBytes: number;
  tesseractCommand?: string | undefined;
}

export interface AnalyzeRequest {
  text: string;
  title?: string | undefined;
  sourceType: SourceType;
  workplace5plus?: boolean | undefined;
  referenceDate?: string | undefined;
}

export interface ChatRequest {
  message: string;
  conversationId?: string | undefined;
  /** Replaces the stored history (the /stream/history endpoint). */
  history?: readonly ChatTurn[] | undefined;
  includeContract: boolean;
}

export interface ChatResult {
  answer: string;
  toolsUsed: string[];
  conversationId: string;
}

export class ContractService {
  constructor(private readonly deps: ContractServiceDeps) {}

  get tools(): ContractTools {
    return this.deps.tools;
  }

  async analyzeUpload(filename: string, bytes: Buffer, options: Omit<AnalyzeRequest, 'text' | 'sourceType'>) {
    const { text, sourceType } = await extractDocument(filename, bytes, this.deps.knowledge(), { maxBytes: this.deps.maxUploadBytes, tesseractCommand: this.deps.tesseractCommand });
    return this.analyzeText({ ...options, title: options.title ?? filename, text, sourceType });
  }

  async analyzeText(request: AnalyzeRequest): Promise<{ contract_id: number; analysis: ContractAnalysis }> {
    const review = this.deps.knowledge();
    if (!request.text.trim()) throw new AppError(400, 'EMPTY_CONTRACT', review.upload_errors.empty_text ?? 'empty');
    // Masked before analysis, so clause offsets point into the text we keep.
    const text = this.deps.mask(request.text);
    const analysis = analyzeContract(text, review, { workplace5plus: request.workplace5plus, referenceDate: request.referenceDate ?? this.deps.today() });
    const title = request.title?.trim() || text.trim().split('\n')[0]!.slice(0, 60);
    const contractId = await this.deps.repository.create({ title, sourceType: request.sourceType, text, analysis, createdAt: this.deps.now().toISOString() });
    return { contract_id: contractId, analysis };
  }

  async get(contractId: number) {
    const stored = await this.deps.repository.get(contractId);
    if (!stored) throw this.notFound(contractId);
    return stored;
  }

  /**
   * Runs one question through the graph as one turn of the conversation
   * (serialised per conversation, checkpointed, every node run logged);
   * events go to `emit`. Throws on failure or cancellation.
   */
  async chat(contractId: number, request: ChatRequest, emit: EventSink, signal?: AbortSignal): Promise<ChatResult> {
    const contract = await this.get(contractId);
    const conversationId = request.conversationId ?? randomUUID();
    const review = this.deps.knowledge();
    const askedAt = this.deps.now().toISOString();
    let history: ChatTurn[] = [...(request.history ?? [])];
    let toolsUsed: string[] = [];
    const { values } = await this.deps.runner.run<ContractChatGraphState>({
      graph: this.deps.graph,
      graphName: 'contract',
      sessionId: `contract:${conversationId}`,
      signal,
      configurable: { emit },
      guard: async () => {
        const owner = request.conversationId ? await this.deps.repository.conversationContract(conversationId) : undefined;
        if (owner !== undefined && owner !== contractId) {
          throw new AppError(409, 'CONVERSATION_OF_ANOTHER_CONTRACT', fillTemplate(review.upload_errors.conversation_of_another_contract ?? '', { conversation_id: conversationId, contract_id: String(owner) }));
        }
        if (!request.history) history = (await this.deps.repository.history(conversationId, HISTORY_LIMIT)).map(({ role, content }) => ({ role, content }));
      },
      // Read by the runner after `guard`, so it holds the history loaded inside the conversation's lock.
      get input() {
        return {
          messages: [...history, { role: 'user', content: request.message }],
          contract_id: contractId,
          contract_text: request.includeContract ? contract.text : '',
          analysis: contract.analysis,
          current_step: 'start',
          tool_plan: null,
          tool_results: [],
          final_response: '',
        };
      },
      commit: async (state) => {
        const final = state as ContractChatGraphState;
        toolsUsed = final.tool_results.filter((t) => t.ok).map((t) => review.agent.tool_labels[t.tool] ?? t.tool);
        await this.deps.repository.appendTurn(conversationId, contractId, [
          { role: 'user', content: request.message, at: askedAt },
          { role: 'assistant', content: final.final_response, toolsUsed, at: this.deps.now().toISOString() },
        ]);
      },
    });
    return { answer: values.final_response, toolsUsed, conversationId };
  }

  private notFound(contractId: number): AppError {
    return new AppError(404, 'CONTRACT_NOT_FOUND', fillTemplate(this.deps.knowledge().upload_errors.contract_not_found ?? '', { contract_id: String(contractId) }));
  }
}
