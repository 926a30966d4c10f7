import type { Questionnaire } from '@values-cross/core';
import { checkBalance } from './check-balance';
import { checkDimensions } from './check-dimensions';
import { checkShortVersion } from './check-short-version';
import { checkStructure } from './check-structure';
import { checkVersionChanges, type VersionFile } from './check-versions';
import type { Problem } from './problem';

/**
 * Every rule for one questionnaire file. The dimension rules score answers, so they run only
 * on a structurally sound file (otherwise they would repeat the same fault in other words).
 */
export function checkQuestionnaire(input: {
  file: string;
  questionnaire: Questionnaire;
}): Problem[] {
  const structural = checkStructure(input);
  return structural.length > 0
    ? structural
    : [...checkShortVersion(input), ...checkDimensions(input), ...checkBalance(input)];
}

/** Every rule for every published version, oldest first, including the cross-version rules. */
export function checkAllVersions(versions: readonly VersionFile[]): Problem[] {
  return [...versions.flatMap((v) => checkQuestionnaire(v)), ...checkVersionChanges(versions)];
}
