import type { ReactNode } from 'react';
import { areas, areaOf } from './areas';
import { followLink } from './router';

export function Shell({ path, children }: { path: string; children: ReactNode }) {
  const current = areaOf(path);
  return (
    <>
      <a className="skip-link" href="#main">
        본문으로 건너뛰기
      </a>
      <header className="site-header">
        <a className="brand" href="/" onClick={followLink}>
          <span aria-hidden="true" className="brand-mark">
            상
          </span>
          <span>sangdam 상담</span>
        </a>
        <nav aria-label="주요 메뉴">
          <ul className="area-nav">
            {areas.map((area) => (
              <li key={area.path}>
                <a href={area.path} onClick={followLink} aria-current={area === current ? 'page' : undefined}>
                  {area.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
