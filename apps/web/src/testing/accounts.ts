import type { Me } from '@values-cross/contract';
import { setAuth, type AuthState } from '@/lib/auth-session';

/** The API's answer about a logged-in person (account/me/), with what a test needs changed. */
export function meAnswer(changed: Partial<Me> = {}): Me {
  return {
    id: 7,
    email: 'anna@example.ch',
    firstName: 'Anna',
    lastName: 'Muster',
    language: 'de',
    swissCross: null,
    allowedInGallery: false,
    ...changed,
  };
}

/** Keeps Anna's login in this browser, as a login does, with what a test needs changed. */
export function keepLogin(changed: Partial<AuthState> = {}): void {
  setAuth({
    token: 'a.b.c',
    id: 7,
    firstName: 'Anna',
    lastName: 'Muster',
    swissCross: null,
    allowedInGallery: false,
    ...changed,
  });
}
