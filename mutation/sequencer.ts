import { BaseSequencer, type TestSpecification } from 'vitest/node'

/*
 * The order of test files in a mutation run. A mutant's run stops at its first failing test (Stryker
 * passes bail), so the sooner a killing test comes, the cheaper the mutant: the file that failed
 * last comes first (the next mutant is usually in the same code and dies the same way), then the
 * quickest files, by their last duration. Vitest's own order is the opposite, the longest first, which
 * is right for spreading a whole run over workers and wrong for a run that stops at the first failure.
 */
export default class QuickFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const last = new Map(files.map((spec) => [spec, this.ctx.cache.getTestSpecificationResult(spec)]))
    const rank = (spec: TestSpecification): [number, number] => {
      const result = last.get(spec)
      return [result?.failed === true ? 0 : 1, result?.duration ?? Number.POSITIVE_INFINITY]
    }
    return [...files].sort((a, b) => {
      const [failedA, durationA] = rank(a)
      const [failedB, durationB] = rank(b)
      return failedA - failedB || durationA - durationB
    })
  }
}
