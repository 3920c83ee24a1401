import js from '@eslint/js'
import tseslint from 'typescript-eslint'

/**
 * Which folders of src/ a folder may not import: the layers stay as CONTRIBUTING.md's layout draws
 * them. jobs/ (watching jobs, shared) knows neither run; the goal run and the plan run know nothing
 * of each other; below them, service/ and shared/ know nothing of what uses them; only the
 * adapters (action/, cli/) import the runs.
 */
const FORBIDDEN = {
  jobs: ['journeys', 'goal', 'plan', 'certificate', 'action', 'cli'],
  journeys: ['goal', 'plan', 'certificate', 'action', 'cli'],
  goal: ['plan', 'certificate', 'action', 'cli'],
  plan: ['goal', 'certificate', 'action', 'cli'],
  certificate: ['jobs', 'journeys', 'goal', 'plan', 'action', 'cli'],
  service: ['jobs', 'journeys', 'goal', 'plan', 'certificate', 'action', 'cli'],
  shared: ['service', 'jobs', 'journeys', 'goal', 'plan', 'certificate', 'action', 'cli']
}

const layers = Object.entries(FORBIDDEN).map(([folder, forbidden]) => ({
  files: [`src/${folder}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^\\.\\./(\\.\\./)*(${forbidden.join('|')})/`,
            message: `src/${folder}/ may not import src/{${forbidden.join(',')}}/ (see FORBIDDEN in eslint.config.js).`
          }
        ]
      }
    ]
  }
}))

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'mutation/.stryker-tmp/', 'mutation/report/', 'demo-output/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }]
    }
  },
  ...layers,
  { files: ['scripts/**', '__tests__/**', 'bench/**', 'mutation/**'], rules: { 'no-console': 'off' } }
)
