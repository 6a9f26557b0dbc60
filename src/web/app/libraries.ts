// The first screen's libraries, evaluated before the app's own code and in a task of their own (main.tsx): a slow
// phone then runs two shorter tasks instead of one long one (Lighthouse's total blocking time). Each line names one
// binding so that the library's module is kept and run; the app imports them as usual.
export { createRoot } from 'react-dom/client';
export { BrowserRouter } from 'react-router-dom';
// zod itself, not the app's configured 'zod' (src/web/zod-without-eval.ts, part of the domain step): no schema is built here.
export { object } from 'zod/v4';
export { default as i18next } from 'i18next';
export { QueryClient } from '@tanstack/react-query';
