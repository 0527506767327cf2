import type { Area } from './areas';

export function ComingSoon({ area }: { area: Area }) {
  return (
    <section className="page narrow coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{area.label}</h1>
      <p className="lead">{area.blurb}</p>
      <p className="notice">준비 중이에요. 곧 이곳에서 이용하실 수 있어요.</p>
      <p>
        지금은 <a href="/">상담 접수</a>에서 사연을 남겨 주시면 변호사가 검토한 뒤 연락드려요.
      </p>
    </section>
  );
}

export function NotFound() {
  return (
    <section className="page narrow" aria-labelledby="not-found-title">
      <h1 id="not-found-title">페이지를 찾을 수 없어요</h1>
      <p>
        주소를 다시 확인해 주세요. <a href="/">상담 접수</a>로 돌아갈 수 있어요.
      </p>
    </section>
  );
}
