/** The intake conversation: start or resume a session, send answers, follow its state. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, describeError } from '../api/http';
import { fetchResult, fetchStatus, sendMessage, startSession, type SessionResult, type StartReply, type TurnReply } from '../api/intake';
import { forgetSession, loadSession, saveSession, type SavedSession } from './saved-session';

export interface Bubble {
  id: number;
  role: 'bot' | 'user';
  text: string;
}

export type IntakeView = 'loading' | 'chat' | 'emergency' | 'done' | 'failed';

/** Opening messages shown as a notice above the chat rather than as bubbles. */
const noticeCodes = new Set(['DISCLAIMER', 'PRIVACY_NOTICE']);

export interface IntakeFailure {
  message: string;
  retry: () => void;
}

let nextBubbleId = 1;
const bubble = (role: Bubble['role'], text: string): Bubble => ({ id: nextBubbleId++, role, text });

export function useIntake() {
  const [view, setView] = useState<IntakeView>('loading');
  const [notices, setNotices] = useState<StartReply['messages']>([]);
  const [bubbles, setBubbles] = useState<Bubble[]>([]);
  const [reply, setReply] = useState<TurnReply | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [result, setResult] = useState<SessionResult | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<IntakeFailure | null>(null);
  // A ref, not state: two clicks in one frame must not both get through.
  const inFlight = useRef(false);
  const saved = useRef<SavedSession | null>(null);

  const refreshRemaining = useCallback(async (sessionId: string) => {
    // The count is a nicety: a failure here must not interrupt the conversation.
    const status = await fetchStatus(sessionId).catch(() => null);
    if (status) setRemaining(status.current_state === 'FACT_COLLECTION' ? status.missing_fields.length : null);
  }, []);

  const finish = useCallback(async (sessionId: string, state: string) => {
    if (state === 'EMERGENCY_STOP') {
      setView('emergency');
      return;
    }
    try {
      setResult(await fetchResult(sessionId));
      setView('done');
    } catch (error) {
      setFailure({ message: describeError(error), retry: () => void finish(sessionId, state) });
    }
  }, []);

  const start = useCallback(async () => {
    setView('loading');
    setFailure(null);
    try {
      const started = await startSession();
      const opening = started.messages.filter((message) => !noticeCodes.has(message.code));
      saved.current = { sessionId: started.session_id, notices: started.messages, last: started };
      saveSession(saved.current);
      setNotices(started.messages.filter((message) => noticeCodes.has(message.code)));
      setBubbles(opening.map((message) => bubble('bot', message.text)));
      setReply(started);
      setRemaining(null);
      setResult(null);
      setView('chat');
    } catch (error) {
      setFailure({ message: describeError(error), retry: () => void start() });
      setView('failed');
    }
  }, []);

  const resume = useCallback(
    async (session: SavedSession) => {
      setView('loading');
      setFailure(null);
      try {
        const known = await fetchResult(session.sessionId);
        saved.current = session;
        const opening = session.notices.filter((message) => !noticeCodes.has(message.code));
        // The first transcript line is the opening joined into one; show it as the separate messages it was.
        const rest = known.transcript.slice(1).map((line) => bubble(line.role, line.text));
        setNotices(session.notices.filter((message) => noticeCodes.has(message.code)));
        setBubbles([...opening.map((message) => bubble('bot', message.text)), ...rest]);
        setReply(session.last);
        if (known.status === 'COMPLETED') {
          setResult(known);
          setView('done');
        } else if (known.status === 'EMERGENCY_STOP') {
          setView('emergency');
        } else {
          setView('chat');
          void refreshRemaining(session.sessionId);
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          forgetSession();
          await start();
          return;
        }
        setFailure({ message: describeError(error), retry: () => void resume(session) });
        setView('failed');
      }
    },
    [refreshRemaining, start],
  );

  const booted = useRef(false);
  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (booted.current) return;
    booted.current = true;
    const session = loadSession();
    void (session ? resume(session) : start());
  }, [resume, start]);

  /** Sends one answer; resolves false when it did not go through (the caller keeps the text). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const session = saved.current;
      const message = text.trim();
      if (!session || !message || inFlight.current) return false;
      inFlight.current = true;
      setSending(true);
      setFailure(null);
      const mine = bubble('user', message);
      setBubbles((current) => [...current, mine]);
      try {
        const answer = await sendMessage(session.sessionId, message);
        saved.current = { ...session, last: answer };
        saveSession(saved.current);
        setBubbles((current) => [...current, bubble('bot', answer.bot_message)]);
        setReply(answer);
        if (answer.current_state === 'COMPLETED' || answer.current_state === 'EMERGENCY_STOP') {
          await finish(session.sessionId, answer.current_state);
        } else {
          void refreshRemaining(session.sessionId);
        }
        return true;
      } catch (error) {
        setBubbles((current) => current.filter((item) => item !== mine));
        if (error instanceof ApiError && error.status === 409 && error.code !== 'SESSION_BUSY') {
          // The session ended elsewhere (another tab): show where it stands now.
          await resume(session);
          return false;
        }
        setFailure({ message: describeError(error), retry: () => void send(message) });
        return false;
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [finish, refreshRemaining, resume],
  );

  const restart = useCallback(async () => {
    if (inFlight.current) return;
    forgetSession();
    saved.current = null;
    setBubbles([]);
    await start();
  }, [start]);

  return { view, notices, bubbles, reply, remaining, result, sending, failure, send, restart };
}
