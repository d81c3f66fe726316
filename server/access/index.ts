/**
 * Who may do what on the server (docs/server-layout.md "Who may do what: server/access/"): every
 * rule of roles, classes, lessons, notes and signs, imported from here by the data modules and the
 * route areas. Each file has one job; a new area adds its rule to the file of its kind.
 */
export * from './roles';
export * from './class-roles';
export * from './lesson-access';
export * from './visible-classes';
export * from './recording-visibility';
export * from './note-readers';
export * from './caption-rules';
export * from './lesson-text-readers';
export * from './signs';
export * from './lti-launch-rules';
export * from './lti-deep-link-rules';
export * from './lti-roster-rules';
export * from './lti-grade-rules';
export * from './bound-claims';
