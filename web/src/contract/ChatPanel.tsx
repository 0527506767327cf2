/** Chat about the contract: live step and tool status, the answer growing token by token. */
import { useRef, useState } from 'react';
import { streamChat, type ChatEvent } from './api';

interface Message {
  role: 'user' | 'assistant';
  text: string;
}

const toolNames: Record<string, string> = {
  search_vector_db: '법령/판례 검색',
  search_graph_db: '위험 패턴 검색',
  web_search: '웹 검색',
  analyze_contract_clause: '조항 분석',
};
const statusNames = { searching: '검색 중', complete: '완료', failed: '실패' } as const;

export function ChatPanel({ contractId }: { contractId: number }) {
  const [messages, setMessages] = useState<Message[]>([]);
  const [draft, setDraft] = useState('');
  const [step, setStep] = useState('');
  const [tools, setTools] = useState<Array<{ tool: string; status: keyof typeof statusNames }>>([]);
  const [busy, setBusy] = useState(false);
  const conversation = useRef<string | undefined>(undefined);

  const ask = async (question: string) => {
    setBusy(true);
    setTools([]);
    setMessages((list) => [...list, { role: 'user', text: question }, { role: 'assistant', text: '' }]);
    const appendToAnswer = (piece: string) =>
      setMessages((list) => [...list.slice(0, -1), { role: 'assistant', text: list.at(-1)!.text + piece }]);
    const onEvent = (event: ChatEvent) => {
      if (event.type === 'step') setStep(event.message);
      if (event.type === 'tool') setTools((list) => [...list.filter((t) => t.tool !== event.tool), { tool: event.tool, status: event.status }]);
      if (event.type === 'token') appendToAnswer(event.content);
      if (event.type === 'done') {
        conversation.current = event.conversation_id;
        setStep('');
      }
      if (event.type === 'error') {
        appendToAnswer(`\n${event.message}`);
        setStep('');
      }
    };
    try {
      await streamChat(contractId, question, conversation.current, onEvent, new AbortController().signal);
    } catch (error) {
      appendToAnswer((error as Error).message);
      setStep('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="contract-chat" aria-label="계약서 질문">
      <h2>계약서에 대해 물어보기</h2>
      <ol className="contract-chat-log">
        {messages.map((message, i) => (
          <li key={i} className={`chat-line ${message.role}`}>
            {message.text || '…'}
          </li>
        ))}
      </ol>
      <div className="agent-status" aria-live="polite">
        {step && <span className="agent-step">{step}</span>}
        {tools.map((t) => (
          <span key={t.tool} className={`tool-chip tool-${t.status}`} data-tool={t.tool}>
            {toolNames[t.tool] ?? t.tool} · {statusNames[t.status]}
          </span>
        ))}
      </div>
      <form
        className="chat-form"
        onSubmit={(event) => {
          event.preventDefault();
          const question = draft.trim();
          if (!question || busy) return;
          setDraft('');
          void ask(question);
        }}
      >
        <input aria-label="질문" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder="예: 위약금 조항은 왜 문제인가요? 신고는 어디에 하나요?" />
        <button type="submit" className="button" disabled={busy || !draft.trim()}>
          보내기
        </button>
      </form>
    </section>
  );
}
