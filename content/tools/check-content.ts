// The content check as the package offers it (`@values-cross/content/check`): every check of the
// tools beside it, over every questionnaire file, the catalogues and the glossary.
import { checkAsksOnDisk, readRecord } from './check-asks';
import { checkDegreeOnDisk } from './check-degree';
import { checkEasyPages, checkEasyQuestionnaire } from './check-easy';
import { checkEasyCatalogues } from './check-easy-catalogues';
import { checkFrenchCatalogues, checkFrenchQuestionnaire } from './check-french';
import { checkGlossary } from './check-glossary';
import { checkRaisedReadability } from './check-readability';
import { checkNeutrality } from './check-neutrality';
import { checkAllVersions } from './check-questionnaire';
import type { VersionFile } from './check-versions';
import { loadVersionFiles } from './load-versions';
import { problem, type Problem } from './problem';
import { PUBLISHED_FINGERPRINTS, publishedFingerprint } from '../src/published-fingerprint';
import { CONTENT_ROOT } from '../src/content-root';
import { CURRENT_VERSION, questionnaires } from '../src/questionnaires';

export { formatProblem, type Problem } from './problem';
export type { VersionFile } from './check-versions';
export { CONTENT_ROOT };

/** What checking the content found: every questionnaire file read, and every problem. */
export interface ContentCheck {
  versions: VersionFile[];
  problems: Problem[];
}

/**
 * Checks every questionnaire file under `contentRoot`: each version's own rules, the rules
 * between versions, that the files and the published versions (src/questionnaires.ts) match,
 * that a published version still scores as when it was published (only its wording may be
 * corrected), the Swiss French spacing of the questionnaires, catalogues and mails, and the
 * rules of the easy-to-read texts (tools/check-easy.ts), that the middle of every agreement scale
 * leans neither way (tools/check-neutrality.ts), that every wording grades as its German text
 * does (tools/check-degree.ts, from 2027.2 on), and that every hard word of an easy text has its
 * entry in the package's glossary (tools/check-glossary.ts); from 2027.2 on also the raised
 * readability (tools/check-readability.ts).
 */
export function checkContent(contentRoot = CONTENT_ROOT): ContentCheck {
  const versions = loadVersionFiles(contentRoot);
  const problems = checkAllVersions(versions);
  const onDisk = new Set(versions.map((v) => v.questionnaire.version));
  for (const version of Object.keys(questionnaires)) {
    if (!onDisk.has(version)) {
      problems.push(problem('src/questionnaires.ts', `version ${version} has no file`));
    }
  }
  for (const { file, questionnaire } of versions) {
    if (!(questionnaire.version in questionnaires)) {
      problems.push(
        problem(file, `version ${questionnaire.version} is not published in src/questionnaires.ts`),
      );
    }
  }
  for (const { file, questionnaire } of versions) {
    problems.push(
      ...checkFingerprint(file, questionnaire),
      ...checkFrenchQuestionnaire({ file, questionnaire }),
      ...checkEasyQuestionnaire({ file, questionnaire }),
      ...checkAsksOnDisk({ contentRoot, file, questionnaire }),
      ...checkDegreeOnDisk({ contentRoot, file, questionnaire }),
      ...checkNeutrality({
        file,
        questionnaire,
        record: recordOf(contentRoot, questionnaire.version),
      }),
    );
    // Only the served version's chapters and groups are shown as pages.
    if (questionnaire.version === CURRENT_VERSION)
      problems.push(...checkEasyPages({ file, questionnaire }));
  }
  problems.push(...checkFrenchCatalogues(contentRoot), ...checkEasyCatalogues(contentRoot));
  problems.push(...checkGlossary({ contentRoot, versions }), ...checkRaisedReadability(versions));
  return { versions, problems };
}

/** A version's translation record, or none where it cannot be read (checkAsksOnDisk says why). */
function recordOf(contentRoot: string, version: string): unknown {
  const record = readRecord(contentRoot, version);
  return 'notes' in record ? record.notes : null;
}

function checkFingerprint(file: string, questionnaire: VersionFile['questionnaire']): Problem[] {
  const recorded = PUBLISHED_FINGERPRINTS[questionnaire.version];
  if (recorded === undefined) {
    return [
      problem(
        file,
        `version ${questionnaire.version} has no recorded fingerprint (add it to src/published-fingerprint.ts when publishing)`,
      ),
    ];
  }
  if (recorded === publishedFingerprint(questionnaire)) return [];
  return [
    problem(
      file,
      `version ${questionnaire.version} no longer scores as published (ids, order, types, flags or scorings changed); only its wording may be corrected, anything else needs a new version`,
    ),
  ];
}
