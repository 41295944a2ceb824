import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order, but the unit project's files before the API project's. Vitest runs projects in
 * name order ("api" before "unit") and, with no results cached from an earlier run (a clean clone in
 * CI), a project's files largest first. The unit files that start SpareBot's OCR worker are small
 * and slow (queue.test.ts, 21 s), so they came last and ran on alone at the end of the stage. Run
 * first, they overlap the API files instead, and the last files to run are small API ones.
 */
export class UnitFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isUnit = (file: TestSpecification) => file.project.name === 'unit';
    return [...sorted.filter(isUnit), ...sorted.filter((file) => !isUnit(file))];
  }
}
