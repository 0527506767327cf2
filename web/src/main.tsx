import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { IntakePage } from './intake/IntakePage';
import { areaOf } from './shell/areas';
import { ComingSoon, NotFound } from './shell/ComingSoon';
import { usePath } from './shell/router';
import { Shell } from './shell/Shell';
import { Loading } from './ui/Loading';
import './styles.css';

// Staff pages load on demand, so the public intake page stays small.
const AdminApp = lazy(() => import('./admin/AdminApp'));

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
  } else if (area.path === '/') {
    page = <NotFound />;
  } else {
    page = <ComingSoon area={area} />;
  }
  return <Shell path={path}>{page}</Shell>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
