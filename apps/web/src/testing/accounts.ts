import type { Me } from '@values-cross/contract';

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
