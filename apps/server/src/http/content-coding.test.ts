import { describe, expect, it } from 'vitest';
import { preferredCoding, quickCoding } from './content-coding';

describe('the coding chosen from Accept-Encoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.2, GZIP;q=0.9', 'gzip'],
    ['br;q=0.9, gzip;q=0.9', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['identity', 'identity'],
  ])('%s: %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});

describe('the quick coding, for a body compressed while its request waits', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br, zstd', 'gzip'],
    ['br;q=0.9, gzip;q=0.1', 'gzip'],
    ['br', 'br'],
    ['br, gzip;q=0', 'br'],
    ['*', 'gzip'],
    ['deflate', 'identity'],
  ])('%s: %s', (header, coding) => {
    expect(quickCoding(header)).toBe(coding);
  });
});
