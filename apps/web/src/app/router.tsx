import { createBrowserRouter, Navigate } from 'react-router';
import { LandingPage } from '../features/landing/LandingPage';
import { rememberedLanguage } from '../lib/language-cookie';
import { ErrorPage } from './ErrorPage';
import { LanguageRoute } from './LanguageRoute';
import { NotFoundPage } from './NotFoundPage';

/**
 * Every page lives under a language prefix (spec 2); the server redirects `/` before this runs.
 * Each page is its own chunk, loaded when first visited. Page files are named after their first
 * path segment (`passwordreset` -> PasswordResetPage), which the server uses for preload hints.
 */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to={`/${rememberedLanguage()}`} replace /> },
  {
    path: '/:lang',
    element: <LanguageRoute />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: null,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'chapter/:id?', lazy: () => import('../features/survey/pages/ChapterPage') },
      { path: 'question/:id?', lazy: () => import('../features/survey/pages/QuestionPage') },
      { path: 'continue/:id?', lazy: () => import('../features/survey/pages/ContinuePage') },
      { path: 'result', lazy: () => import('../features/result/pages/ResultPage') },
      { path: 'login', lazy: () => import('../features/auth/pages/LoginPage') },
      { path: 'signup', lazy: () => import('../features/auth/pages/SignupPage') },
      { path: 'registered', lazy: () => import('../features/auth/pages/RegisteredPage') },
      { path: 'confirm', lazy: () => import('../features/auth/pages/ConfirmPage') },
      { path: 'passwordreset', lazy: () => import('../features/auth/pages/PasswordResetPage') },
      { path: 'passwordchange', lazy: () => import('../features/auth/pages/PasswordChangePage') },
      { path: 'profile', lazy: () => import('../features/auth/pages/ProfilePage') },
      { path: 'gallery', lazy: () => import('../features/community/GalleryPage') },
      { path: 'compare', lazy: () => import('../features/community/ComparePage') },
      { path: 'privacy', lazy: () => import('../features/privacy/PrivacyPage') },
      {
        path: 'newsletter/confirm',
        lazy: () => import('../features/newsletter/NewsletterConfirmPage'),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
