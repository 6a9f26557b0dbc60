import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './router';
import './global.css';

/** Renders the app into #root (loaded by main.tsx once it knows the app, not the sign-in, comes next). */
export function startApp(): void {
  // Made here, not as router.tsx loads: making the router (its routes matched, the overview's route loaded) is a task of
  // its own after the app's code is evaluated (main.tsx).
  const router = createAppRouter();
  // The first render is a transition: React renders it in slices and yields between them, so a slow device's main
  // thread is never blocked for long while the app starts (Lighthouse's total blocking time).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
