import { isValidPassword } from '@values-cross/core';

/** The profile form's fields (product.md §5): names, gallery consent, and a new password if given. */
export interface ProfileFields {
  firstName: string;
  lastName: string;
  allowedInGallery: boolean;
  oldPassword: string;
  newPassword: string;
}

/** The message key (common `validation.…`) of each profile field to correct. */
export type ProfileProblems = Partial<
  Record<'firstName' | 'lastName' | 'oldPassword' | 'newPassword', 'required' | 'passwordRule'>
>;

/** The fields of a sent profile form: names trimmed, passwords as typed. */
export function readProfileForm(data: FormData): ProfileFields {
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    firstName: text('firstName').trim(),
    lastName: text('lastName').trim(),
    allowedInGallery: data.get('allowedInGallery') === 'on',
    oldPassword: text('oldPassword'),
    newPassword: text('newPassword'),
  };
}

/** What to correct before saving: names required; a new password by the rule, with the old one. */
export function profileProblems(fields: ProfileFields): ProfileProblems {
  const problems: ProfileProblems = {};
  if (!fields.firstName) problems.firstName = 'required';
  if (!fields.lastName) problems.lastName = 'required';
  if (fields.newPassword.trim()) {
    if (!isValidPassword(fields.newPassword.trim())) problems.newPassword = 'passwordRule';
    if (!fields.oldPassword.trim()) problems.oldPassword = 'required';
  }
  return problems;
}

/** The multipart body of PATCH profile/{id}/: names, consent, and password and portrait if given. */
export function profileBody(fields: ProfileFields, portrait: File | null): FormData {
  const form = new FormData();
  form.set('firstName', fields.firstName);
  form.set('lastName', fields.lastName);
  form.set('allowedInGallery', fields.allowedInGallery ? 'true' : 'false');
  if (fields.newPassword.trim()) {
    form.set('oldPassword', fields.oldPassword);
    form.set('newPassword', fields.newPassword);
  }
  if (portrait) form.set('portrait', portrait);
  return form;
}
