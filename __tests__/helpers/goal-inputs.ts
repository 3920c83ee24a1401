/** The access token of the action's goal-mode tests: distinctive, so that a leak of it shows. */
export const GOAL_TOKEN = 'tok-3f9a2c'

/**
 * The action's goal-mode inputs with the tests' defaults: goal `goal-7` on the fake at `apiUrl`,
 * links on https://ui.example, polls and retries 0.01 s apart; `inputs` adds or replaces.
 */
export const goalInputs = (apiUrl: string, inputs: Record<string, string> = {}): Record<string, string> => ({
  mode: 'goal',
  token: GOAL_TOKEN,
  'goal-id': 'goal-7',
  'api-url': apiUrl,
  'ui-url': 'https://ui.example',
  'poll-interval': '0.01',
  'retry-delay-time': '0.01',
  ...inputs
})
