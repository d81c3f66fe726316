/**
 * The two permission checks of SPEC §5–§6: resource signs come from the product's branch of the
 * resource tree; AUTH_ME_LIST is the authority list of /authority/me.
 */
export type PermissionSigns = {
  /** Signs flattened from the MENU_SIGN branch of the resource tree. */
  resourceSigns: readonly string[];
  /** AUTH_ME_LIST: every sign /authority/me grants. */
  authorities: readonly string[];
};

/** `<Permission>`: the sign is one of the resource signs. */
export function hasResourceSign(signs: PermissionSigns, sign: string): boolean {
  return signs.resourceSigns.includes(sign);
}

/** `<AuthPermission>`: the sign is in AUTH_ME_LIST or in the permission (resource) list. */
export function hasAuthoritySign(signs: PermissionSigns, sign: string): boolean {
  return signs.authorities.includes(sign) || signs.resourceSigns.includes(sign);
}
