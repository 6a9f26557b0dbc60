// The first screen's libraries, evaluated before the app's own code and in a task of their own (main.tsx): a slow
// phone then runs two shorter tasks instead of one long one (Lighthouse's total blocking time). Each line names one
// binding so that the library's module is kept and run; the app imports them as usual.
export { createRoot } from 'react-dom/client';
export { createBrowserRouter } from 'react-router-dom';
export { object } from 'zod';
export { default as i18next } from 'i18next';
export { QueryClient } from '@tanstack/react-query';
