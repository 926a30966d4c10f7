import { emailProblem } from '@/domain/account/email-rule';
import { groupNameProblem } from './group-name';

/** A new group as its form holds it: a name and, optionally, where to mail its admin link. */
export interface GroupCreateForm {
  name: string;
  email: string;
}

/** What to correct before a group is made: the message key of each field (product.md §5 for e-mail). */
export interface GroupCreateProblems {
  name?: NonNullable<ReturnType<typeof groupNameProblem>>;
  email?: NonNullable<ReturnType<typeof emailProblem>>;
}

/** The fields of a sent group form, trimmed. */
export function readGroupCreateForm(data: FormData): GroupCreateForm {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return { name: text('name'), email: text('email') };
}

/** What is wrong with a group form, field by field (the server checks again). */
export function groupCreateProblems({ name, email }: GroupCreateForm): GroupCreateProblems {
  const problems: GroupCreateProblems = {};
  const nameProblem = groupNameProblem(name);
  const emailFault = email ? emailProblem(email) : null;
  if (nameProblem) problems.name = nameProblem;
  if (emailFault) problems.email = emailFault;
  return problems;
}
