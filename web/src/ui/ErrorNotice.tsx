/** A failure said plainly, with a way to try again. */
export function ErrorNotice({ message, onRetry, retryLabel = '다시 시도' }: { message: string; onRetry?: () => void; retryLabel?: string }) {
  return (
    <div className="error-notice" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button secondary" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
