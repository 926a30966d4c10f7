/**
 * The router's browser parts, as the app's first script loads them: on their own, so the router
 * (the largest library of the app) is evaluated in a task of its own before the app (src/boot.ts).
 */
export { createBrowserRouter, RouterProvider } from 'react-router';
