import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { linkManifestAfterFirstScreen } from './manifest-link';

/** Renders the app into #root (loaded by main.tsx once it knows the app, not the sign-in, comes next). */
export function startApp(): void {
  // The first render is a transition: React renders it in slices and yields between them, so a slow device's main
  // thread is never blocked for long while the app starts (Lighthouse's total blocking time).
  const root = createRoot(document.getElementById('root')!);
  linkManifestAfterFirstScreen();
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
