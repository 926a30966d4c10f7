import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Files that run as the server renders (`@vitest-environment node`) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
