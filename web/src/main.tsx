import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// a transition lets React draw the first screen in slices, so a slow phone stays responsive to taps
// meanwhile; a creator page shows the server's header until the app's own replaces it (decision 0035)
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
