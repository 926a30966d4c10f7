import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

const ALLOW = ['www.wertekreuz.ch', 'shop.example.org'];

describe('redirectTarget (never an open redirect)', () => {
  it.each([
    ['/de/result?id=abc', '/de/result?id=abc'],
    ['/', '/'],
    ['/\u2028x', '/%E2%80%A8x'],
    ['/de/über?q=ä', '/de/%C3%BCber?q=%C3%A4'],
    ['https://www.wertekreuz.ch/de/about', 'https://www.wertekreuz.ch/de/about'],
    ['https://SHOP.example.org/x', 'https://shop.example.org/x'],
  ])('allows %j', (value, expected) => {
    expect(redirectTarget(value, ALLOW)).toBe(expected);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '/.//evil.example/x',
    '/%2e//evil.example/x',
    'https://evil.example/',
    'https://www.wertekreuz.ch.evil.example/',
    'https://user:pw@www.wertekreuz.ch/',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://www.wertekreuz.ch/',
    'evil.example',
    '',
    '/de/\u0000x',
    undefined,
    ['/a', '/b'],
  ])('refuses %j', (value) => {
    expect(redirectTarget(value, ALLOW)).toBeNull();
  });
});
