import { useId, useRef, useState, type FormEvent } from 'react';
import { verifyToken } from '../api/admin';
import { ApiError, describeError } from '../api/http';

export function LoginForm({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const busy = useRef(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = token.trim();
    if (!value || busy.current) return;
    busy.current = true;
    setChecking(true);
    setError(null);
    try {
      await verifyToken(value);
      onSignedIn(value);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 401 ? '토큰이 맞지 않아요. 서버의 data/admin-token 파일이나 SANGDAM_ADMIN_TOKEN 값을 확인해 주세요.' : describeError(failure));
    } finally {
      busy.current = false;
      setChecking(false);
    }
  };

  return (
    <section className="page narrow" aria-labelledby="login-title">
      <h1 id="login-title">관리자 로그인</h1>
      <p>사건 목록과 지식 베이스는 관리자 토큰이 있어야 볼 수 있어요. 토큰은 이 탭을 닫으면 지워져요.</p>
      <form className="card form-stack" onSubmit={onSubmit}>
        <label htmlFor={fieldId}>관리자 토큰</label>
        <input
          id={fieldId}
          type="password"
          autoComplete="current-password"
          value={token}
          onChange={(event) => setToken(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          required
        />
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button primary" disabled={checking || !token.trim()}>
          {checking ? '확인 중' : '로그인'}
        </button>
      </form>
    </section>
  );
}
