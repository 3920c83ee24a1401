// `npm run render`: looks at what the action renders (issue 36, "Look at it"). It runs the action
// in this process against the test fake of the service, for each shape of run of
// __tests__/helpers/shapes.ts, and writes for each the job summary's Markdown, the pull-request
// comment's, each rendered as GitHub shows it (__tests__/helpers/render.ts, GitHub's Markdown CSS)
// into an HTML page, and screenshots of each page by headless Chromium at GitHub's content width
// (1012 px) and a phone's (400 px), whole (up to 8,000 px) and screen by screen (the first four),
// with report.txt: per page and width, its height, how far a
// table runs past the page's width, and the first lines a reader sees.
//
// A developer's tool, never run by CI (it needs Debian's `chromium` and, for the marks,
// `fonts-noto-color-emoji`). It runs under vitest, because the action's sources and the test
// helpers run there: `npm run render`, one shape with `npm run render -- -t plan`, into
// RENDER_DIR (default /tmp/render-shapes; outside the repository), CHROMIUM for another binary.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { it } from 'vitest'
import { renderMarkdown, visibleLines } from '../__tests__/helpers/render.ts'
import { SHAPES, runShape } from '../__tests__/helpers/shapes.ts'

const ROOT = path.join(import.meta.dirname, '..')
const OUT = path.resolve(process.env.RENDER_DIR ?? '/tmp/render-shapes')
const CHROMIUM = process.env.CHROMIUM ?? 'chromium'
/** GitHub's content column for a job summary, and a phone: each with the height of one screen of it. */
const WIDTHS = [
  { width: 1012, screen: 900 },
  { width: 400, screen: 800 }
]
/** Screens of each page shot one by one (the first is what a reader sees first), for reading at full size. */
const SCREENS = 4
/** The tallest screenshot: a page of 500 journey rows would be over 20,000 px. */
const MAX_HEIGHT = 8_000
/** Lines of each page in report.txt. */
const FIRST_LINES = 12
const CSS = readFile(path.join(ROOT, 'node_modules', 'github-markdown-css', 'github-markdown-light.css'), 'utf8')
const run = promisify(execFile)

if (!path.relative(ROOT, OUT).startsWith('..')) throw new Error(`RENDER_DIR must be outside the repository, not ${OUT}.`)

for (const make of SHAPES) {
  const shape = make()
  it(shape.name, async () => {
    const dir = path.join(OUT, shape.name)
    await rm(dir, { recursive: true, force: true })
    await mkdir(dir, { recursive: true })
    const { results, comments } = await runShape(shape)
    const single = results.length === 1
    const pages = results.flatMap((result) => {
      const name = (what: string) => (single ? what : `${result.label}-${what}`)
      return [
        { name: name('summary'), markdown: result.summary, comment: false, note: `exit code ${result.code}` },
        ...(result.comment === undefined ? [] : [{ name: name('comment'), markdown: result.comment, comment: true, note: 'the comment as this run left it' }])
      ]
    })
    // What the pull request shows at the end, when several runs commented: every comment, in order.
    if (!single) pages.push({ name: 'pr-comments', markdown: comments.join('\n\n<hr>\n\n'), comment: true, note: `${comments.length} comment(s) on the pull request at the end` })
    const report = [`${shape.name}: ${shape.what}`, '']
    for (const page of pages) {
      const html = renderMarkdown(page.markdown, { comment: page.comment })
      const file = path.join(dir, `${page.name}.html`)
      await writeFile(path.join(dir, `${page.name}.md`), page.markdown)
      await writeFile(file, await pageOf(page.name, html))
      report.push(`== ${page.name} (${page.note}; ${page.markdown.length} characters of Markdown)`)
      for (const { width, screen } of WIDTHS) {
        const { height, overflow } = await measure(file, width)
        await screenshot(file, path.join(dir, `${page.name}-${width}.png`), width, Math.min(height, MAX_HEIGHT))
        for (let k = 0; k < SCREENS && k * screen < height; k++) {
          await screenshot(file, path.join(dir, `${page.name}-${width}-screen-${k + 1}.png`), width, Math.min(screen, height - k * screen), k * screen)
        }
        const cut = height > MAX_HEIGHT ? `, cut at ${MAX_HEIGHT}` : ''
        report.push(`   ${width} px: ${height} px tall${cut}; ${overflow > 0 ? `a table runs ${overflow} px past the page (scrolls sideways)` : 'nothing wider than the page'}`)
      }
      report.push('   first lines:', ...visibleLines(html, FIRST_LINES).map((line) => `     ${line.length > 160 ? `${line.slice(0, 157)}...` : line}`), '')
    }
    await writeFile(path.join(dir, 'report.txt'), report.join('\n'))
    console.log(`${shape.name}: ${dir}\n${report.join('\n')}`)
  }, 600_000)
}

/** A page as GitHub lays out Markdown: its CSS, white, the content in a `markdown-body` with GitHub's 16 px padding. */
async function pageOf(title: string, html: string): Promise<string> {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>
<style>${await CSS}</style>
<style>body { margin: 0; background: #fff; } .markdown-body { box-sizing: border-box; padding: 16px; }</style></head>
<body><article class="markdown-body">${html}</article>
<script>
  const query = new URLSearchParams(location.search)
  // A screen further down (?top=<px>): the page moved up under the window.
  const moved = Number(query.get('top'))
  if (moved > 0) document.querySelector('article').style.marginTop = -moved + 'px'
  // Read by measure() (?measure=<width>): the page's height at that width, and how far the widest
  // table runs past its box. Chromium's --dump-dom does not lay the page out at --window-size.
  const width = Number(query.get('measure'))
  if (width > 0) {
    const article = document.querySelector('article')
    article.style.width = width + 'px'
    const tables = [...article.querySelectorAll('table')].map((table) => table.scrollWidth - table.clientWidth)
    document.body.dataset.height = String(Math.ceil(article.getBoundingClientRect().height))
    document.body.dataset.overflow = String(Math.max(0, article.scrollWidth - article.clientWidth, ...tables))
  }
</script></body></html>`
}

/** Chromium as root, headless, with nothing of its own running in the background, on a profile of its own; bounded. */
async function chromium(args: string[]): Promise<string> {
  const profile = await mkdtemp(path.join(tmpdir(), 'render-chromium-'))
  try {
    const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
    const { stdout } = await run(CHROMIUM, [...flags, `--user-data-dir=${profile}`, '--hide-scrollbars', '--force-device-scale-factor=1', ...args], {
      timeout: 60_000,
      maxBuffer: 256 << 20
    })
    return stdout
  } finally {
    await rm(profile, { recursive: true, force: true })
  }
}

/** The page's height at this width, and how far a table runs past it, from the DOM after load. */
async function measure(file: string, width: number): Promise<{ height: number; overflow: number }> {
  const dom = await chromium(['--dump-dom', `${pathToFileURL(file).href}?measure=${width}`])
  const data = (name: string) => Number(new RegExp(`data-${name}="(\\d+)"`).exec(dom)?.[1] ?? Number.NaN)
  const height = data('height')
  if (!Number.isFinite(height)) throw new Error(`Chromium gave no height for ${file}.`)
  return { height, overflow: data('overflow') }
}

/**
 * The page from `top` down, `height` px of it, and at least 200 px: in a window less tall,
 * Chromium 156 leaves all but the first lines of a page unpainted.
 */
async function screenshot(file: string, png: string, width: number, height: number, top = 0): Promise<void> {
  await chromium([`--window-size=${width},${Math.max(height, 200)}`, `--screenshot=${png}`, `${pathToFileURL(file).href}?top=${top}`])
}
