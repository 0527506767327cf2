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
