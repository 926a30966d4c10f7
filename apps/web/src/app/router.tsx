import { createBrowserRouter, Navigate } from 'react-router';
import { LandingPage } from '../features/landing/LandingPage';
import { ErrorPage } from './ErrorPage';
import { LanguageRoute } from './LanguageRoute';
import { NotFoundPage } from './NotFoundPage';

function readLanguageCookie(): string {
  const match = /(?:^|;\s*)LANG=(de|fr|it|en)(?:;|$)/.exec(document.cookie);
  return match?.[1] ?? 'de';
}

/** Every page lives under a language prefix (spec 2); the server redirects `/` before this runs. */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to={`/${readLanguageCookie()}`} replace /> },
  {
    path: '/:lang',
    element: <LanguageRoute />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
