/**
 * Drives intake sessions over real HTTP for the multi-instance, crash and load
 * suites: a scripted person, a record of which turns were acknowledged, and the
 * checks that a session's stored history matches those acknowledgements.
 */

export interface Expected {
  type: string;
  field: string | null;
  options?: { value: string; label: string }[];
}

export interface TurnData {
  session_id: string;
  current_state: string;
  completion_rate: number;
  bot_message: string;
  expected_input: Expected;
}

export interface Reply<T = TurnData> {
  status: number;
  body: { success: boolean; data: T; error?: { code: string; message: string } };
}

/** A scripted person: answers what is asked with a plausible value of the right type. */
export function answerFor(expected: Expected): string {
  switch (expected.type) {
    case 'boolean':
      return '네';
    case 'date':
      return '작년 10월쯤이요';
    case 'integer':
      return expected.field && /amount|deposit|rent|wage|income/.test(expected.field) ? '300만원' : '2';
    case 'choice':
      return '1번';
    default:
      return '상대방은 김철수라는 사람이에요';
  }
}

/** First accounts, one per session in turn: different case types take different paths. */
export const openers = [
  '친구한테 500만원 빌려줬는데 1년째 안 갚아요',
  '당근마켓에서 아이폰 산다고 45만원 보냈는데 판매자가 잠수탔어요',
  '회사에서 3개월치 월급을 못 받았어요',
  '전세 계약이 끝났는데 집주인이 보증금을 안 돌려줘요',
  '옆집 누수 때문에 우리 집 천장이 망가졌어요',
];

export const referenceDate = '2026-11-22';

export async function postJson<T = TurnData>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
}

export const startSession = (base: string) => postJson(`${base}/chat/start`, { channel: 'api', reference_date: referenceDate });
export const say = (base: string, sessionId: string, text: string) => postJson(`${base}/chat/message`, { session_id: sessionId, user_message: text });

/** One session as the driver saw it: what it sent and what came back 200. */
export interface SessionRecord {
  sessionId: string;
  /** User messages that got a 200, in the order the answers arrived. */
  acknowledged: string[];
  /** Sent, but the answer never came (connection lost): may or may not be applied. */
  unanswered: string[];
  last: TurnData;
  /** The last refusal, for failure messages. */
  lastError?: unknown;
}

/** Sends one turn; a failed connection is recorded as unanswered instead of thrown. */
export async function sendTurn(base: string, session: SessionRecord, text: string): Promise<number> {
  try {
    const reply = await say(base, session.sessionId, text);
    if (reply.status === 200) {
      session.acknowledged.push(text);
      session.last = reply.body.data;
    } else {
      session.lastError = reply.body.error;
    }
    return reply.status;
  } catch {
    session.unanswered.push(text);
    return 0;
  }
}

export interface CaseDetail {
  session: { status: string; currentState: string; turns: number };
  transcript: { role: string; text: string; field: string | null }[];
  state_log: { turn: number; from_state: string | null; to_state: string }[];
}

export async function caseDetail(base: string, adminToken: string, sessionId: string): Promise<CaseDetail> {
  const res = await fetch(`${base}/api/admin/cases/${sessionId}`, { headers: { authorization: `Bearer ${adminToken}` } });
  if (res.status !== 200) throw new Error(`case ${sessionId}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: CaseDetail }).data;
}

/**
 * Problems with one session's stored history, empty when it is sound: the state
 * log is one chain (each step starts where the previous ended, turns 1, 2, … without
 * gaps), and the stored user messages are exactly the acknowledged ones, in
 * order, plus possibly unanswered ones (a crash may land before the answer).
 */
export function historyProblems(record: SessionRecord, detail: CaseDetail): string[] {
  const problems: string[] = [];
  const log = detail.state_log;
  for (let i = 1; i < log.length; i++) {
    if (log[i]!.from_state !== log[i - 1]!.to_state) problems.push(`state log forks at entry ${i}: ${log[i - 1]!.to_state} → from ${log[i]!.from_state}`);
    const step = log[i]!.turn - log[i - 1]!.turn;
    if (step !== 0 && step !== 1) problems.push(`state log turn jumps from ${log[i - 1]!.turn} to ${log[i]!.turn}`);
  }
  if (log[0]?.turn !== 1) problems.push(`state log starts at turn ${log[0]?.turn}`);
  const stored = detail.transcript.filter((line) => line.role === 'user').map((line) => line.text);
  let next = 0;
  let extra = 0;
  for (const text of stored) {
    if (next < record.acknowledged.length && record.acknowledged[next] === text) next++;
    else extra++;
  }
  if (next < record.acknowledged.length) problems.push(`acknowledged turn ${next + 1} ("${record.acknowledged[next]}") is missing from the store`);
  if (extra > record.unanswered.length) problems.push(`${extra} stored user turns were never acknowledged (${record.unanswered.length} unanswered)`);
  return problems;
}

/** A result with what differs between two runs of the same conversation (its id, clock times) taken out. */
export function comparable(result: Record<string, unknown>): Record<string, unknown> {
  const { session_id: sessionId, transcript, ...rest } = result as { session_id: string; transcript: { role: string; text: string; field?: string | null }[] };
  const text = JSON.stringify({ ...rest, transcript: transcript.map(({ role, text, field }) => ({ role, text, field: field ?? null })) });
  // Summaries quote the session id and the time the session was received.
  return JSON.parse(text.replaceAll(sessionId, '<session>').replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>')) as Record<string, unknown>;
}

export async function resultOf(base: string, sessionId: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}/chat/result?session_id=${sessionId}`);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/** Replays the user messages a session stored on one server and returns the outcome, comparable. */
export async function replay(base: string, userTexts: string[]): Promise<Record<string, unknown>> {
  const started = await startSession(base);
  const sessionId = started.body.data.session_id;
  for (const text of userTexts) {
    const reply = await say(base, sessionId, text);
    if (reply.status !== 200) throw new Error(`replay of "${text}" answered ${reply.status}: ${JSON.stringify(reply.body.error)}`);
  }
  return comparable(await resultOf(base, sessionId));
}

/** A small seeded generator, so a failing run can be repeated with the same choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}
