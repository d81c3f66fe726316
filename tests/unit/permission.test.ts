import { describe, expect, it } from 'vitest';
import { SIGN } from '../../src/constants';
import { hasAuthoritySign, hasResourceSign } from '../../src/ui/permission/permission-predicate';

const signs = {
  resourceSigns: ['p2-front-home', SIGN.classSchedule],
  authorities: [SIGN.front, 'p2-front-home', SIGN.collect, SIGN.admin],
};

describe('permission predicates (SPEC §5, §6)', () => {
  it('<Permission> needs the sign among the resource signs', () => {
    expect(hasResourceSign(signs, SIGN.classSchedule)).toBe(true);
    expect(hasResourceSign(signs, SIGN.admin)).toBe(false);
    expect(hasResourceSign(signs, '')).toBe(false);
  });

  it('<AuthPermission> needs the sign in AUTH_ME_LIST or the permission list', () => {
    expect(hasAuthoritySign(signs, SIGN.admin)).toBe(true);
    expect(hasAuthoritySign(signs, SIGN.classSchedule)).toBe(true);
    expect(hasAuthoritySign(signs, SIGN.dataBoard)).toBe(false);
  });

  it('hides everything while nothing is loaded', () => {
    const none = { resourceSigns: [], authorities: [] };
    expect(hasResourceSign(none, SIGN.front)).toBe(false);
    expect(hasAuthoritySign(none, SIGN.front)).toBe(false);
  });
});
