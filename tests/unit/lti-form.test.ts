import { describe, expect, it } from 'vitest';
import { ltiBodyOf, ltiFormOf, ltiFormProblems } from '../../src/ui/admin/lti/lti-form';

/** The LTI platform form (docs/lti.md): what it sends for what is typed, checked with the server's schema. */
const typed = {
  name: ' Moodle ',
  issuer: ' https://moodle.example.edu ',
  clientId: 'AbC123',
  deploymentIds: '1\r\n  2 \n\n',
  keySetUrl: 'https://moodle.example.edu/mod/lti/certs.php',
  authUrl: 'https://moodle.example.edu/mod/lti/auth.php',
  tokenUrl: 'https://moodle.example.edu/mod/lti/token.php',
  tokenAudience: '',
};

describe('the LTI platform form', () => {
  it('sends values trimmed and one deployment id per non-empty line', () => {
    expect(ltiBodyOf(typed)).toEqual({
      name: 'Moodle',
      issuer: 'https://moodle.example.edu',
      clientId: 'AbC123',
      deploymentIds: ['1', '2'],
      keySetUrl: typed.keySetUrl,
      authUrl: typed.authUrl,
      tokenUrl: typed.tokenUrl,
      tokenAudience: '',
    });
    expect(ltiFormProblems(typed)).toEqual([]);
  });

  it('reads a platform back as it was typed', () => {
    const body = ltiBodyOf(typed);
    const platform = { ...body, id: 'p', createdAt: '', updatedAt: '' };
    expect(ltiBodyOf(ltiFormOf(platform))).toEqual(body);
    expect(ltiFormOf(null).deploymentIds).toBe('');
  });

  it('finds what the server would refuse, field by field', () => {
    const problems = ltiFormProblems({ ...typed, issuer: 'http://moodle.example.edu', deploymentIds: ' \n', tokenUrl: 'token.php' });
    expect(problems.map(({ field, rule }) => `${field}:${rule}`).sort()).toEqual([
      'deploymentIds:required',
      'issuer:secureAddress',
      'tokenUrl:secureAddress',
    ]);
  });
});
