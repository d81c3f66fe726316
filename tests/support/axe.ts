import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// axe-core's source evaluated in the page, as @axe-core/playwright does (which declares Node >= 22;
// this machine runs 20). Evaluated, not a script tag, so the app's CSP does not block it.

/** The WCAG 2.2 A and AA rule sets (the 2.0 and 2.1 ones included, as axe tags them). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;
const BLOCKING = new Set(['serious', 'critical']);

/**
 * `media: false` skips waiting for audio and video to load (axe waits up to 10 s for each page
 * whose video never loads, e.g. a recording without media); the media rules then stay unchecked
 * there, and tests/e2e/player-keyboard.test.ts checks them on a player whose video plays.
 */
export type AxeScope = { media?: boolean };

export type AxeFinding = { rule: string; impact: string; targets: string[]; message: string };

/** axe's serious and critical findings on the page as it is now, one per rule and element. */
export async function seriousViolations(page: Page, { media = true }: AxeScope = {}): Promise<AxeFinding[]> {
  await page.evaluate(axe.source);
  const options: RunOptions = { runOnly: { type: 'tag', values: [...WCAG_TAGS] }, ...(media ? {} : { preload: { assets: ['cssom'] } }) };
  const results = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, runOptions),
    options,
  );
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        targets: node.target.map(String),
        message: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim(),
      })),
    );
}

/** One line per finding: rule, impact, element and what is wrong. */
export const describeFindings = (findings: readonly AxeFinding[]) =>
  findings.map((finding) => `${finding.rule} (${finding.impact}) at ${finding.targets.join(' ')}: ${finding.message}`).join('\n');

/** Fails with a readable list when axe finds a serious or critical WCAG 2.2 A/AA violation. */
export async function expectNoSeriousViolations(page: Page, where = page.url(), scope: AxeScope = {}): Promise<void> {
  const findings = await seriousViolations(page, scope);
  expect(findings, `axe on ${where}:\n${describeFindings(findings)}`).toEqual([]);
}
