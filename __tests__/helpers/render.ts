import MarkdownIt from 'markdown-it'
import { type DefaultTreeAdapterTypes, parseFragment, serialize } from 'parse5'

/*
 * The job summary and the pull-request comment as GitHub shows them, without a browser (issue 36,
 * "Look at it"): Markdown → HTML as GitHub renders it, and the text a reader sees in reading order.
 *
 * GitHub renders with cmark-gfm, raw HTML passed through, then sanitises the HTML with an
 * allowlist. Here: markdown-it (CommonMark, with GFM's tables, strikethrough and autolinks; raw
 * HTML blocks and inline HTML as CommonMark defines them), then the allowlist of html-pipeline's
 * SanitizationFilter, the public twin of GitHub's, over a spec-compliant HTML parse (parse5), as a
 * browser would build the tree. What matters for reading is kept as GitHub keeps it: headings,
 * paragraphs, tables, links, <details>/<summary> (and `open`); scripts, styles, classes, inline
 * styles and HTML comments (the comment's marker) are gone.
 */

type Node = DefaultTreeAdapterTypes.ChildNode
type Element = DefaultTreeAdapterTypes.Element
type Parent = DefaultTreeAdapterTypes.ParentNode
type Text = DefaultTreeAdapterTypes.TextNode

/** (An element's nodeName is any string, so the name alone does not narrow.) */
const isText = (node: Node): node is Text => node.nodeName === '#text' && 'value' in node

/** Comments on issues and pull requests take a line break as a break (`breaks`); a Markdown file, the summary, does not. */
const renderers = {
  file: new MarkdownIt({ html: true, linkify: true }),
  comment: new MarkdownIt({ html: true, linkify: true, breaks: true })
}

/** The elements GitHub keeps (html-pipeline's allowlist); any other is unwrapped, its content kept. */
const KEPT = new Set(
  ('h1 h2 h3 h4 h5 h6 br b i strong em a pre code img tt div ins del sup sub p ol ul table thead tbody tfoot blockquote dl dt dd ' +
    'kbd q samp var hr ruby rt rp li tr td th s strike summary details caption figure figcaption abbr bdo cite dfn mark small span time wbr').split(' ')
)
/** Elements removed with their content, as the sanitiser does. */
const DROPPED = new Set('script style iframe noembed noframes noscript plaintext textarea title xmp svg math template'.split(' '))
/** Attributes kept on any element (those of the allowlist that change what is seen), and per element. */
const KEPT_ATTRIBUTES = new Set('align alt colspan rowspan dir lang open title width height valign scope start id'.split(' '))
const ELEMENT_ATTRIBUTES: Record<string, string[]> = { a: ['href'], img: ['src'] }
/** Link protocols kept: the web's, mail, and relative links (no scheme at all). */
const KEPT_LINK = /^(?:https?:|mailto:|[^:]*$)/i

/** The HTML GitHub shows for this Markdown (the summary file's text, or a comment's body with `{ comment: true }`). */
export function renderMarkdown(markdown: string, { comment = false } = {}): string {
  const fragment = parseFragment(renderers[comment ? 'comment' : 'file'].render(markdown))
  fragment.childNodes = sanitized(fragment.childNodes, fragment)
  return serialize(fragment)
}

function sanitized(nodes: Node[], parent: Parent): Node[] {
  return nodes.flatMap((node): Node[] => {
    if (isText(node)) return [{ ...node, parentNode: parent }]
    if (!('tagName' in node) || DROPPED.has(node.tagName)) return []
    if (!KEPT.has(node.tagName)) return sanitized(node.childNodes, parent)
    const attrs = node.attrs
      .filter(({ name, value }) => KEPT_ATTRIBUTES.has(name) || (ELEMENT_ATTRIBUTES[node.tagName]?.includes(name) && KEPT_LINK.test(value.trim())))
      // GitHub prefixes ids, so that a page's own cannot be taken.
      .map((attr) => (attr.name === 'id' ? { ...attr, value: `user-content-${attr.value}` } : attr))
    const element: Element = { ...node, attrs, parentNode: parent, childNodes: [] }
    element.childNodes = sanitized(node.childNodes, element)
    return [element]
  })
}

/** Elements that start a line of their own. */
const BLOCKS = new Set(
  'address article aside blockquote caption dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody tfoot thead tr ul'.split(' ')
)

/**
 * The text a reader sees, in reading order, a line per block (a heading, a paragraph, a summary, a
 * table row with its cells joined by ` | `), whitespace collapsed: the content of a closed
 * <details> is left out but its <summary>, and so is what is not shown (comments). `limit` lines at most.
 */
export function visibleLines(html: string, limit = Infinity): string[] {
  const lines: string[] = []
  let inline = ''
  const flush = () => {
    const line = inline.replace(/\s+/g, ' ').trim()
    if (line !== '') lines.push(line)
    inline = ''
  }
  const walk = (node: Node): void => {
    if (isText(node)) {
      inline += node.value
      return
    }
    if (!('tagName' in node) || DROPPED.has(node.tagName)) return
    if (node.tagName === 'br') return flush()
    if (!BLOCKS.has(node.tagName)) return node.childNodes.forEach(walk)
    flush()
    if (node.tagName === 'tr') {
      inline = node.childNodes.filter((cell) => cell.nodeName === 'td' || cell.nodeName === 'th').map((cell) => textOf(cell).trim()).join(' | ')
    } else if (node.tagName === 'details' && !node.attrs.some((attr) => attr.name === 'open')) {
      node.childNodes.filter((child) => child.nodeName === 'summary').forEach(walk)
    } else {
      node.childNodes.forEach(walk)
    }
    flush()
  }
  parseFragment(html).childNodes.forEach(walk)
  flush()
  return lines.slice(0, limit)
}

function textOf(node: Node): string {
  if (isText(node)) return node.value.replace(/\s+/g, ' ')
  return 'childNodes' in node && node.nodeName !== 'template' ? node.childNodes.map(textOf).join('') : ''
}
