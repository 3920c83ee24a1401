import { type JourneyScript, type Reply, ok } from '../fakes/service.js'

/** A status answer (endpoint 5) that counts journeys, as the service's do: `countPerOutcome`, `totalCount`, `progress`. */
export const withJourneys = (status: string, outcome: string | null, countPerOutcome: Record<string, number>, totalCount?: number): Reply =>
  ok({ status, outcome, journeyStatistics: { countPerOutcome, ...(totalCount === undefined ? {} : { totalCount }), progress: 0.5 } })

/**
 * A goal's journeys as a failing run reports them: one that failed at its second checkpoint's
 * third step of five, one that passed, one that ended in ERROR without J2 titles for its
 * checkpoint, one skipped. `where` of each failed one as the contract words it.
 */
export const failingJourneys: JourneyScript[] = [
  {
    id: 527218,
    title: 'Log in and check out',
    outcome: 'FAIL',
    durationMs: 61_250,
    checkpoints: [
      { id: 1296513, title: 'Navigate to URL', outcome: 'PASS', steps: [{ id: 15878407, action: 'NAVIGATE', outcome: 'PASS' }] },
      {
        id: 1296514,
        title: 'Log in',
        outcome: 'FAIL',
        steps: [
          { id: 15878410, action: 'WRITE', outcome: 'PASS' },
          { id: 15878411, action: 'WRITE', outcome: 'PASS' },
          { id: 15878412, action: 'CLICK', outcome: 'FAIL' },
          { id: 15878413, action: 'ASSERT_EXISTS', outcome: 'NOT_REACHED' },
          { id: 15878414, action: 'CLICK', outcome: 'NOT_REACHED' }
        ]
      }
    ]
  },
  { id: 527219, title: 'Search the catalogue', outcome: 'PASS', durationMs: 12_000 },
  {
    id: 527220,
    title: 'Account page',
    outcome: 'ERROR',
    durationMs: 4_000,
    checkpoints: [{ id: 1296520, outcome: 'ERROR', steps: [{ id: 15878420, outcome: 'ERROR' }, { id: 15878421, outcome: 'NOT_REACHED' }] }]
  },
  { id: 527221, title: 'Wishlist', outcome: 'SKIP', durationMs: 0 }
]

/** Where each failed journey of `failingJourneys` failed. */
export const failingWhere = {
  checkout: 'checkpoint "Log in", step 3 of 5 (CLICK)',
  account: 'checkpoint 1296520, step 1 of 2'
}
