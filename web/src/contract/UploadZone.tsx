/** Drag-and-drop (or pick, or paste) a contract. */
import { useRef, useState, type DragEvent } from 'react';

export function UploadZone({ busy, onFile, onText }: { busy: boolean; onFile: (file: File) => void; onText: (text: string) => void }) {
  const [over, setOver] = useState(false);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <section className="contract-upload">
      <div
        className={`drop-zone${over ? ' over' : ''}`}
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p className="drop-title">근로계약서 파일을 여기에 끌어다 놓으세요</p>
        <p className="drop-hint">txt, pdf, docx, png, jpg · 10MB 이하</p>
        <button type="button" className="button secondary" disabled={busy} onClick={() => input.current?.click()}>
          파일 고르기
        </button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".txt,.pdf,.docx,.png,.jpg,.jpeg"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
        />
      </div>
      <form
        className="paste-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) onText(text);
        }}
      >
        <label htmlFor="contract-text">또는 계약서 내용을 붙여 넣으세요</label>
        <textarea id="contract-text" rows={6} value={text} onChange={(event) => setText(event.target.value)} placeholder="제1조(근로계약기간) …" />
        <button type="submit" className="button" disabled={busy || !text.trim()}>
          {busy ? '분석 중…' : '분석하기'}
        </button>
      </form>
    </section>
  );
}
