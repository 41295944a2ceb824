import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's minified build, put into each document it checks once (see `violationsOf`). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** The rules whose outcome depends on colours, so the only ones a change of colour scheme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type AxeInPage = { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/**
 * axe-core's violations on the page as it is now, by its documented API (`axe.run` on the document). The script
 * goes into a document once: the dark scheme's run on the same document reuses it. (@axe-core/playwright's
 * AxeBuilder evaluated the whole unminified build, 1.3 MB, twice on every run: over half the axe time of the
 * a11y and legal specs. The app has no iframes, the one thing it added.) Only violations are collected.
 */
async function violationsOf(page: Page, runOnly: RunOptions['runOnly']): Promise<AxeResults['violations']> {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (options) => (await (window as unknown as AxeInPage).axe.run(document, options)).violations, {
    runOnly,
    resultTypes: ['violations'],
  } satisfies RunOptions);
}

/**
 * Waits until every transition and animation that ends has ended (an endless one, a spinner's, never
 * does). Measured mid-way, a colour is a blend and fails contrast it passes at rest: CI, stop 87, an
 * accent button behind a dialog still fading from the dark scheme's text colour, #d7d8db on #2256dd.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe-core on the page as it is now and fails (softly, so the test's other checks still run)
 * on any serious or critical violation, listing each one. `colourOnly` runs just the colour rules.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, options: { colourOnly?: boolean } = {}): Promise<void> {
  const violations = await violationsOf(
    page,
    options.colourOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: WCAG_TAGS },
  );
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n')}`,
  );
  expect.soft(report, `axe on ${label}`).toEqual([]);
}

/** A style that stops every transition, so a change of scheme recolours the page at once. */
const NO_TRANSITIONS = '*, ::before, ::after { transition: none !important; }';

/**
 * The screen as it is now, in the light scheme (every rule) and then in the dark one (the colour
 * rules: the markup is the same, only the CSS variables change). Leaves the page in light.
 *
 * Buttons and links have colour transitions. Measured mid-way, a button's text is a blend of the two
 * schemes and fails contrast it passes at rest (CI, stop 61: 4.47:1 on the accent button). Emulating
 * reduced motion did not cure it: the app's reduced-motion rule makes every transition 0.01 ms long,
 * which gives every element a transition of its own on the switch, and one read before its first
 * frame still had the light colour (CI, stop 72: breadcrumb links at #475569 on the dark background).
 * So while the scheme is switched, both ways, a style stops every transition.
 */
export async function expectNoSeriousA11yViolationsInBothSchemes(page: Page, label: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoSeriousA11yViolations(page, `${label} (light)`);
  const style = await page.addStyleTag({ content: NO_TRANSITIONS });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page, `${label} (dark)`, { colourOnly: true });
  await page.emulateMedia({ colorScheme: 'light' });
  // Reading a layout figure makes Chromium recolour the page now, while transitions are still off; removed
  // first, the style would let the next recolouring fade every button from its dark colours.
  await page.evaluate(() => document.documentElement.offsetHeight);
  await style.evaluate((element) => element.parentNode?.removeChild(element));
}
