import { describe, expect, it } from 'vitest';
import { GRADE_SCORE_DELAY_S, retryOf, startAfterOf } from '../../server/jobs/job-types';
import { scoresUrlOf } from '../../server/lti/ags-calls';
import { AGS_CLAIM, checkLaunchClaims } from '../../server/lti/launch-claims';
import { activityProgressOf, completionScore, scoreBody } from '../../server/lti/score-values';
import { resourceLinkClaims } from '../support/lti-claims';

/** The pure parts of LTI grades (docs/lti.md "Grades"): the AGS claim, the score, its progress, the scores address, the job's timing. */
const launch = (ags: unknown) => resourceLinkClaims({ [AGS_CLAIM]: ags });
const serviceOf = (ags: unknown) => {
  const checked = checkLaunchClaims(launch(ags));
  if (!checked.ok) throw new Error(checked.problem);
  return checked.claims.gradeService;
};

describe('the AGS endpoint claim', () => {
  const scope = ['https://purl.imsglobal.org/spec/lti-ags/scope/lineitem', 'https://purl.imsglobal.org/spec/lti-ags/scope/score'];

  it('keeps the line items container, the link’s line item and the scopes', () => {
    expect(
      serviceOf({
        scope,
        lineitems: 'https://lms.example.edu/api/lti/courses/1/line_items',
        lineitem: 'https://lms.example.edu/api/lti/courses/1/line_items/7',
      }),
    ).toEqual({
      lineItemsUrl: 'https://lms.example.edu/api/lti/courses/1/line_items',
      lineItemUrl: 'https://lms.example.edu/api/lti/courses/1/line_items/7',
      scopes: scope,
    });
  });

  it('drops a claim without a container, or at an address Lectern sends no token to, without refusing the launch', () => {
    expect(serviceOf({ scope })).toBeNull();
    expect(serviceOf({ scope, lineitems: 'http://lms.example.edu/line_items' })).toBeNull();
    expect(serviceOf('not a claim')).toBeNull();
    expect(serviceOf(undefined)).toBeNull();
    expect(serviceOf({ scope, lineitems: 'https://lms.example.edu/li', lineitem: 'javascript:alert(1)' })?.lineItemUrl).toBeNull();
  });
});

describe('watch completion as a score', () => {
  it('is the completion as a percentage, to a tenth, within 0 and 100', () => {
    expect(completionScore(0.5)).toBe(50);
    expect(completionScore(1 / 3)).toBe(33.3);
    expect(completionScore(1)).toBe(100);
    expect(completionScore(0)).toBe(0);
    expect(completionScore(1.2)).toBe(100);
    expect(completionScore(-1)).toBe(0);
    expect(completionScore(Number.NaN)).toBe(0);
  });

  it('is Completed at the whole score, InProgress once begun, Started before', () => {
    expect(activityProgressOf(100)).toBe('Completed');
    expect(activityProgressOf(99.9)).toBe('InProgress');
    expect(activityProgressOf(0)).toBe('Started');
  });

  it('is sent fully graded, out of 100, with the platform’s user id and the time', () => {
    expect(scoreBody('sub-1', 42, new Date('2026-11-30T07:00:00Z'))).toEqual({
      userId: 'sub-1',
      scoreGiven: 42,
      scoreMaximum: 100,
      activityProgress: 'InProgress',
      gradingProgress: 'FullyGraded',
      timestamp: '2026-11-30T07:00:00.000Z',
    });
  });

  it('goes to the line item’s scores, before any query of its address', () => {
    expect(scoresUrlOf('https://lms.example.edu/li/7')).toBe('https://lms.example.edu/li/7/scores');
    expect(scoresUrlOf('https://lms.example.edu/li/7/?type=x')).toBe('https://lms.example.edu/li/7/scores?type=x');
  });
});

describe("the score job's timing", () => {
  it('waits to gather a burst of saves, well within the minute, and retries an outage with growing delays', () => {
    expect(startAfterOf('lti-grade-score')).toBe(GRADE_SCORE_DELAY_S);
    expect(GRADE_SCORE_DELAY_S).toBeGreaterThan(0);
    expect(GRADE_SCORE_DELAY_S + 5).toBeLessThanOrEqual(60);
    expect(startAfterOf('upload-merge')).toBe(0);
    expect(retryOf('lti-grade-score')).toMatchObject({ retryBackoff: true });
  });
});
