/** Four eyes: actions that wait for a second staff member (apps/api modules/four-eyes). */
export const apiFourEyes = {
  notFound: 'There is no such action.',
  notPending: 'This action was already checked.',
  withdrawn: 'This action was withdrawn: what it was about was closed, or the staff member who asked for it was deactivated.',
  ownAction: 'You made this action, so a different staff member must check it.',
  checkerChanged: 'Your account was created or changed by the maker of this action, or after it was made, so a different staff member must check it.',
  alreadyWaiting: 'The same action already waits for a second staff member.',
  unknownKind: 'This kind of action cannot be carried out.',
  note: 'Write a note of at most {{max}} characters.',
  noteRequired: 'Write why you reject it.',
  status: 'Choose a status: PENDING, APPROVED or REJECTED.',
  kind: 'Choose a kind of action.',
};
