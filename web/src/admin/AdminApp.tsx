import { useCallback, useState } from 'react';
import { followLink } from '../shell/router';
import { CaseDetailPage } from './CaseDetailPage';
import { CasesPage } from './CasesPage';
import { KnowledgePage } from './KnowledgePage';
import { LoginForm } from './LoginForm';
import { loadToken, storeToken } from './token';
import { TaxonomyProvider } from './useTaxonomy';

const sections = [
  { path: '/admin', label: '사건 목록' },
  { path: '/admin/knowledge', label: '지식 베이스' },
];

/** The staff console: behind the admin token, with cases and knowledge sections. */
export default function AdminApp({ path }: { path: string }) {
  const [token, setToken] = useState(loadToken);
  const signOut = useCallback(() => {
    storeToken(null);
    setToken(null);
  }, []);

  if (!token) {
    return (
      <LoginForm
        onSignedIn={(value) => {
          storeToken(value);
          setToken(value);
        }}
      />
    );
  }

  const caseId = /^\/admin\/cases\/([^/]+)$/.exec(path)?.[1];
  const onKnowledge = path.startsWith('/admin/knowledge');
  return (
    <TaxonomyProvider token={token}>
      <div className="page wide admin">
        <div className="admin-bar">
          <nav aria-label="관리 메뉴">
            <ul className="tabs-nav">
              {sections.map((section) => {
                const active = section.path === '/admin/knowledge' ? onKnowledge : !onKnowledge;
                return (
                  <li key={section.path}>
                    <a href={section.path} onClick={followLink} aria-current={active ? 'page' : undefined}>
                      {section.label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <button type="button" className="button secondary small" onClick={signOut}>
            로그아웃
          </button>
        </div>
        {onKnowledge ? (
          <KnowledgePage token={token} onUnauthorized={signOut} />
        ) : caseId ? (
          <CaseDetailPage token={token} id={decodeURIComponent(caseId)} onUnauthorized={signOut} />
        ) : (
          <CasesPage token={token} onUnauthorized={signOut} />
        )}
      </div>
    </TaxonomyProvider>
  );
}
