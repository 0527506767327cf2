import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { IntakePage } from './intake/IntakePage';
import { QaPage } from './qa/QaPage';
import { PopupPage } from './popup/PopupPage';
import { areaOf } from './shell/areas';
import { NotFound } from './shell/NotFound';
import { usePath } from './shell/router';
import { Shell } from './shell/Shell';
import { Loading } from './ui/Loading';
import './styles.css';

// Staff pages load on demand, so the public intake page stays small.
const AdminApp = lazy(() => import('./admin/AdminApp'));
const ContractPage = lazy(() => import('./contract/ContractPage').then((module) => ({ default: module.ContractPage })));

function App() {
  const path = usePath();
  const area = areaOf(path);
  useEffect(() => {
    document.title = `${area.label} · sangdam`;
  }, [area]);
  let page;
  if (area.path === '/admin') {
    page = (
      <Suspense fallback={<Loading label="관리 화면을 불러오고 있어요" />}>
        <AdminApp path={path} />
      </Suspense>
    );
  } else if (path === '/') {
    page = <IntakePage />;
  } else if (area.path === '/qa') {
    page = <QaPage />;
  } else if (area.path === '/contract') {
    page = (
      <Suspense fallback={<Loading label="계약서 검토 화면을 불러오고 있어요" />}>
        <ContractPage />
      </Suspense>
    );
  } else if (area.path === '/popup') {
    page = <PopupPage />;
  } else {
    page = <NotFound />;
  }
  return <Shell path={path}>{page}</Shell>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
