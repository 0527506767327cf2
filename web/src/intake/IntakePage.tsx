import { useState } from 'react';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { AnswerInput } from './AnswerInput';
import { ChatLog } from './ChatLog';
import { EmergencyScreen } from './EmergencyScreen';
import { EndScreen } from './EndScreen';
import { ProgressBar } from './ProgressBar';
import { useIntake } from './useIntake';

export function IntakePage() {
  const intake = useIntake();
  const [confirmingRestart, setConfirmingRestart] = useState(false);
  const restart = () => {
    setConfirmingRestart(false);
    void intake.restart();
  };

  if (intake.view === 'loading') return <Loading label="상담 창구를 여는 중이에요" />;
  if (intake.view === 'failed') {
    return (
      <section className="page narrow">
        <h1>상담 접수</h1>
        <ErrorNotice message={intake.failure?.message ?? '상담을 시작하지 못했어요.'} onRetry={intake.failure?.retry} />
      </section>
    );
  }

  const expected = intake.reply?.expected_input;
  return (
    <section className="page narrow intake" aria-labelledby="intake-title">
      <div className="intake-head">
        <h1 id="intake-title">상담 접수</h1>
        {intake.view === 'chat' &&
          (confirmingRestart ? (
            <div className="confirm" role="group" aria-label="처음부터 다시 시작할까요?">
              <span>지금까지의 대화를 지우고 새로 시작할까요?</span>
              <button type="button" className="button danger small" onClick={restart}>
                새로 시작
              </button>
              <button type="button" className="button secondary small" onClick={() => setConfirmingRestart(false)}>
                취소
              </button>
            </div>
          ) : (
            <button type="button" className="button secondary small" onClick={() => setConfirmingRestart(true)}>
              처음부터 다시
            </button>
          ))}
      </div>
      {intake.view === 'emergency' && <EmergencyScreen message={intake.reply?.bot_message ?? ''} onRestart={() => void intake.restart()} />}
      {/* At the end the summary comes first; the conversation stays below for reference. */}
      {intake.view === 'done' && intake.result && <EndScreen result={intake.result} onRestart={() => void intake.restart()} />}
      {intake.view === 'chat' && <ProgressBar rate={intake.reply?.completion_rate ?? 0} remaining={intake.remaining} />}
      {intake.view === 'chat' && intake.notices.length > 0 && (
        <aside className="notice-card" aria-label="이용 안내와 개인정보 처리">
          {intake.notices.map((notice) => (
            <p key={notice.code}>
              <strong>{notice.code === 'DISCLAIMER' ? '안내' : '개인정보'}</strong> {notice.text}
            </p>
          ))}
        </aside>
      )}
      {/* In an emergency the hotlines come first; the conversation would only push them down. */}
      {intake.view !== 'emergency' && <ChatLog bubbles={intake.bubbles} typing={intake.sending} />}
      {intake.failure && <ErrorNotice message={intake.failure.message} onRetry={intake.failure.retry} />}
      {intake.view === 'chat' && expected && expected.type !== 'none' && <AnswerInput expected={expected} sending={intake.sending} onSend={intake.send} />}
    </section>
  );
}
