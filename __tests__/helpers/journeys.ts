import { type Reply, ok } from '../fakes/service.js'

/** A status answer (endpoint 5) that counts journeys, as the service's do: `countPerOutcome`, `totalCount`, `progress`. */
export const withJourneys = (status: string, outcome: string | null, countPerOutcome: Record<string, number>, totalCount?: number): Reply =>
  ok({ status, outcome, journeyStatistics: { countPerOutcome, ...(totalCount === undefined ? {} : { totalCount }), progress: 0.5 } })
