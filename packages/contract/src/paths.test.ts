import { describe, expect, it } from 'vitest';
import { accountPathPrefix, API_PATHS, apiPath } from './paths';

describe('API addresses', () => {
  it('fills every :name part, URL-encoded, and leaves addresses without parts alone', () => {
    expect(apiPath(API_PATHS.groupMember, { code: 'AB CD', resultCode: 'x/y' })).toBe(
      '/api/v1/groups/AB%20CD/members/x%2Fy',
    );
    expect(apiPath(API_PATHS.resultImage, { code: 'ABC' })).toBe(
      '/api/v1/answer-set/ABC/image.png',
    );
    expect(apiPath(API_PATHS.questions)).toBe('/api/v1/questions/');
  });

  it('names every address once', () => {
    const paths = Object.values(API_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => path.startsWith('/api/v1/'))).toBe(true);
  });

  it('keeps the refresh and logout addresses under the account prefix (the refresh cookie goes there)', () => {
    expect(
      [API_PATHS.tokenRefresh, API_PATHS.logout, API_PATHS.me, API_PATHS.accountExport].filter(
        (path) => !path.startsWith(accountPathPrefix),
      ),
    ).toEqual([]);
  });
});
