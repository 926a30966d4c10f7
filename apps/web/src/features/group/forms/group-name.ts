/** The longest group name (the contract's rule: 1 to 80 characters, trimmed, no markup). */
export const GROUP_NAME_MAX = 80;

/** What is wrong with a group's name as entered, if anything (the server checks again). */
export function groupNameProblem(name: string): 'nameRequired' | 'nameLong' | 'nameMarkup' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'nameRequired';
  if (trimmed.length > GROUP_NAME_MAX) return 'nameLong';
  return /[<>]/.test(trimmed) ? 'nameMarkup' : null;
}
