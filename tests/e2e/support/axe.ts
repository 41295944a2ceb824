import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** The rules whose outcome depends on colours, so the only ones a change of colour scheme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core on the page as it is now and fails (softly, so the test's other checks still run)
 * on any serious or critical violation, listing each one. `colourOnly` runs just the colour rules.
 *
 * Legacy mode runs axe in the page itself; the default mode also opens a blank page to merge
 * the results of every frame, which costs a second page per run and buys nothing here (the app
 * has no iframes). Only violations are collected: the passes are never read.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, options: { colourOnly?: boolean } = {}): Promise<void> {
  // options() replaces every earlier setting, so it goes before withTags()/withRules().
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  const results = await (options.colourOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG_TAGS)).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n')}`,
  );
  expect.soft(report, `axe on ${label}`).toEqual([]);
}

/**
 * The screen as it is now, in the light scheme (every rule) and then in the dark one (the colour
 * rules: the markup is the same, only the CSS variables change). Leaves the page in light.
 */
export async function expectNoSeriousA11yViolationsInBothSchemes(page: Page, label: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoSeriousA11yViolations(page, `${label} (light)`);
  // Buttons and links have colour transitions. Measured mid-way, a button's text is a blend of the
  // two schemes and fails contrast it passes at rest (CI, stop 61: 4.47:1 on the accent button), so
  // the switch is made with reduced motion, which the app honours by making transitions instant,
  // and axe runs once no transition is left running.
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
  await expectNoSeriousA11yViolations(page, `${label} (dark)`, { colourOnly: true });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: null });
}
