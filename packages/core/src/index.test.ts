import { describe, expect, it } from 'vitest';
import * as core from './index';

describe('public API', () => {
  it('does not export the test factories', () => {
    expect(core).not.toHaveProperty('scored');
    expect(core).not.toHaveProperty('arbQuestionnaire');
  });
});
