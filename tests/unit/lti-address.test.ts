import { describe, expect, it } from 'vitest';
import { isLtiAddress, isLtiIssuer } from '../../src/schemas/lti-address';

/**
 * An LTI platform's addresses (docs/lti.md "What Lectern is given"): https:// with a host, plain
 * http:// only on this machine (tests, a developer's platform), never a user name, password or
 * #fragment; the issuer has no ?query either. Server and form check with the same functions.
 */
describe('isLtiAddress', () => {
  it('takes https:// addresses with a host, a port, a path and a query', () => {
    for (const address of [
      'https://moodle.example.edu',
      'https://moodle.example.edu/mod/lti/auth.php',
      'https://canvas.example.edu:8443/api/lti/authorize_redirect',
      'https://lms.example.edu/token?tenant=2',
      'https://192.0.2.10/keys',
      'HTTPS://Moodle.Example.edu',
    ])
      expect(isLtiAddress(address), address).toBe(true);
  });

  it('takes http:// on localhost, 127.0.0.1 and [::1] only', () => {
    for (const address of [
      'http://localhost',
      'http://localhost:8000/mod/lti/certs.php',
      'http://127.0.0.1:9000',
      'http://[::1]:8080/auth',
    ])
      expect(isLtiAddress(address), address).toBe(true);
    for (const address of ['http://moodle.example.edu', 'http://10.0.0.5/keys', 'http://localhost.example.edu', 'http://127.0.0.2'])
      expect(isLtiAddress(address), address).toBe(false);
  });

  it('refuses other schemes, no host, credentials, fragments, spaces and what is not an address', () => {
    for (const address of [
      'ftp://moodle.example.edu/keys',
      'javascript:alert(1)',
      'https://',
      'https:///path',
      'https:\\\\moodle.example.edu/keys',
      'moodle.example.edu/auth',
      '/mod/lti/auth.php',
      'https://user:secret@moodle.example.edu/token',
      'https://user@moodle.example.edu/token',
      'https://moodle.example.edu/token#part',
      'https://moodle.example.edu/token#',
      'https://moodle.example.edu/a b',
      '',
    ])
      expect(isLtiAddress(address), address).toBe(false);
  });
});

describe('isLtiIssuer', () => {
  it('is an LTI address without a query, even an empty one', () => {
    expect(isLtiIssuer('https://canvas.instructure.com')).toBe(true);
    expect(isLtiIssuer('http://localhost:8000')).toBe(true);
    expect(isLtiIssuer('https://moodle.example.edu/?site=2')).toBe(false);
    expect(isLtiIssuer('https://moodle.example.edu?')).toBe(false);
    expect(isLtiIssuer('http://moodle.example.edu')).toBe(false);
  });
});
