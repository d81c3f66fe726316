/**
 * What an error toast says for each envelope error kind (src/schemas/error-codes.ts): a sentence
 * for the user in their language; the server's own message, with its field detail, goes to the
 * log instead (SPEC §8 "Failed API calls are logged locally").
 */
export const errorMessagesEn = {
  'error.ok': 'Done.',
  'error.badRequest': 'Some of the details sent were not accepted. Please check them and try again.',
  'error.loginFailed': 'wrong username or password',
  'error.passwordHashRequired': 'This page is out of date. Please reload it and try again.',
  'error.refreshInvalid': 'Your session has ended. Please sign in again.',
  'error.refreshReused': 'Your session was ended for your safety. Please sign in again.',
  'error.passwordPolicy': 'The new password does not meet the password rules: it may be neither the current password nor your user code.',
  'error.casTicketRejected': 'Single sign-on did not accept this sign-in. Please try again.',
  'error.casNoAccount': 'This single sign-on account has no Lectern account.',
  'error.clientInvalid': 'This page may not sign in here. Please reload it, or ask the administrator.',
  'error.currentPasswordWrong': 'The current password is not right.',
  'error.ltiCodeInvalid': 'This sign-in from your course was already used or has expired. Open the link again from your course.',
  'error.casNotConfigured': 'Single sign-on is not set up for this site.',
  'error.invalidToken': 'Your session has ended. Please sign in again.',
  'error.forbidden': 'no permission',
  'error.tenantMismatch': 'This page belongs to another school. Please reload it.',
  'error.passwordChangeRequired': 'Please change your password before continuing.',
  'error.notFound': 'It is no longer there: it may have been removed.',
  'error.requestTimeout': 'The request took too long. Please try again.',
  'error.conflict': 'Someone else changed this at the same time. Please reload and try again.',
  'error.noteChanged': 'This note was changed in another window.',
  'error.noteLocked': 'Only a draft note can be changed.',
  'error.noteTransition': 'This note cannot move to that status now. Reload to see where it stands.',
  'error.shareRevoked': 'This share link has been withdrawn.',
  'error.shareExpired': 'This share link has expired.',
  'error.payloadTooLarge': 'That is too large to send.',
  'error.quotaExceeded': 'Your storage space is full. Delete some pictures or notes to make room.',
  'error.uriTooLong': 'The address is too long.',
  'error.unsupportedMediaType': 'That kind of file is not accepted.',
  'error.tooManyRequests': 'Too many attempts. Please wait a little and try again.',
  'error.headersTooLarge': 'The request is too large. Please reload the page and try again.',
  'error.internal': 'Something went wrong on the server. Please try again later.',
  'error.casUnavailable': 'The single sign-on server cannot be reached. Please try again later.',
  /** A failure whose code this version does not know, when the server's words are not fit to show. */
  'error.unknown': 'That did not work. Please try again later.',

  /**
   * A field's problem, shown beside the field (src/schemas/field-problems.ts): the same sentence
   * whether the browser found it before sending or the server after. The field's label stands
   * beside it, so the sentence does not name the field.
   */
  'field.required': 'Required.',
  'field.tooShort': 'At least {min} characters.',
  'field.tooLong': 'At most {max} characters.',
  'field.tooFew': 'Choose at least {min}.',
  'field.tooMany': 'Choose at most {max}.',
  'field.tooSmall': 'Must be {min} or more.',
  'field.tooLarge': 'Must be {max} or less.',
  'field.notAbove': 'Must be more than {min}.',
  'field.notBelow': 'Must be less than {max}.',
  'field.wholeNumber': 'Must be a whole number.',
  'field.characters': 'Contains characters that cannot be used here (such as control characters from a paste).',
  'field.date': 'Must be a date.',
  'field.pattern': 'Not in the form asked for here.',
  'field.secureAddress': 'Must be an https:// address, with no user name, password or #fragment (http:// only for localhost).',
  'field.choice': 'Choose one of the options offered.',
  'field.repeated': 'The same entry is given twice.',
  'field.order': 'Must not come before the start.',
  'field.unknown': 'This page is out of date. Please reload it and try again.',
  'field.invalid': 'This value is not accepted.',
};
