import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { router } from '@/app/router';
import { paths } from '@/config/paths';
import { setSessionEndedHandler } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import './index.css';

// Spec §8: a 401/403 on an ordinary call ends the session and goes to /login.
setSessionEndedHandler(() => {
  queryClient.clear();
  void router.navigate(paths.login, { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
