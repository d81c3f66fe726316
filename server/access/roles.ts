import { ROLE } from '../../src/constants';
import type { AccessClaims } from '../auth/token-signer';
import { ApiError } from '../errors';

/**
 * What a caller's role alone decides (docs/server-layout.md "Who may do what"). The role is the
 * signed one of the access token (`rol`), so no query is needed; every rule of a class, a lesson
 * or a note builds on these (./class-roles.ts).
 */

/** An administrator of the caller's tenant: may do anything a teacher may, for every class of it. */
export const isAdministrator = (claims: AccessClaims): boolean => claims.rol === ROLE.administrator;

/** A teacher or an administrator: the roles that keep a media library and upload. */
export const isStaff = (claims: AccessClaims): boolean => claims.rol === ROLE.teacher || isAdministrator(claims);

/** The person `userId` themself, or an administrator of their tenant (the tenant is checked by the query that found `userId`). */
export const isSelfOrAdministrator = (claims: AccessClaims, userId: string): boolean => userId === claims.sub || isAdministrator(claims);

/** 403 with `refusal` unless the caller is an administrator. */
export function assertAdministrator(claims: AccessClaims, refusal?: string): void {
  if (!isAdministrator(claims)) throw new ApiError('forbidden', refusal);
}

/**
 * The school's look and its campuses (docs/admin.md "School look"): its administrators only; a
 * teacher, who may manage classes, gets 403.
 */
export const assertMaySetSchoolLook = (claims: AccessClaims): void =>
  assertAdministrator(claims, "only administrators may change the school's look");

/**
 * Lecture capture settings (docs/api.md "Lecture capture settings"): its administrators only.
 * The answers hold stream keys and encoder passwords, so a teacher, who may manage classes, and a
 * student get 403 before anything is read.
 */
export const assertMayManageCapture = (claims: AccessClaims): void =>
  assertAdministrator(claims, 'only administrators may manage lecture capture');

/**
 * LTI platforms (docs/lti.md): its administrators only. A registration decides who an LMS may
 * sign into the tenant as, so a teacher, who may manage classes, and a student get 403 before
 * anything is read.
 */
export const assertMayManageLti = (claims: AccessClaims): void =>
  assertAdministrator(claims, 'only administrators may manage LTI platforms');

/** 403 with `refusal` unless the caller is a teacher or an administrator. */
export function assertStaff(claims: AccessClaims, refusal: string): void {
  if (!isStaff(claims)) throw new ApiError('forbidden', refusal);
}

/**
 * The media library (docs/uploads.md "Personal resources"): teachers and administrators, on
 * every call; anyone else gets 403. A resource in it is its owner's, or, for an administrator,
 * any of their tenant's (isSelfOrAdministrator of its owner).
 */
export const assertMediaCaller = (claims: AccessClaims): void =>
  assertStaff(claims, 'only teachers and administrators have a media library');
