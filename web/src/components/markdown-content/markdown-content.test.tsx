import { render } from '@testing-library/react';
import { MarkdownContent } from './markdown-content';

// Addresses a browser would follow without running anything.
const SAFE_PROTOCOLS = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'];

// Everything markdown itself makes; any other element came from the payload.
const MARKDOWN_ELEMENTS = new Set([
  'DIV', // the component's own wrapper
  'P',
  'A',
  'IMG',
  'EM',
  'STRONG',
  'CODE',
  'PRE',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HR',
  'BR',
]);
const MARKDOWN_ATTRIBUTES = new Set(['class', 'href', 'src', 'alt', 'title', 'rel', 'loading']);

/**
 * What in the rendered payload could run script: an element markdown does not make, an attribute
 * it does not set (event handlers, style, xlink:href...), or an address whose scheme, as the
 * browser's own URL parser reads it (tabs and newlines removed, case folded), is not a safe one.
 */
function dangers(container: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    if (!MARKDOWN_ELEMENTS.has(element.tagName)) found.push(`element <${element.localName}>`);
    for (const { name, value } of element.attributes) {
      if (!MARKDOWN_ATTRIBUTES.has(name)) found.push(`attribute ${name}="${value}"`);
      if (name === 'href' || name === 'src') {
        const { protocol } = new URL(value, 'https://hotsprings.example/community/posts/1');
        if (!SAFE_PROTOCOLS.includes(protocol)) found.push(`${name}="${value}"`);
      }
    }
  }
  return found;
}

const SCRIPT = 'alert(document.cookie)';

// Each payload alone as a post's content; the groups say what each one tries.
const PAYLOADS: Record<string, string[]> = {
  'script schemes in links': [
    `[x](javascript:${SCRIPT})`,
    `[x](JaVaScRiPt:${SCRIPT})`,
    `[x](JAVASCRIPT:${SCRIPT} "title")`,
    `[x](vbscript:msgbox(1))`,
    `[x](VBScript:msgbox(1))`,
    `[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
    `[x](DATA:text/html,<script>${SCRIPT}</script>)`,
    `[x](javascript://%0A${SCRIPT})`,
    `[x](javascript:/**/${SCRIPT})`,
    `[x](<javascript:${SCRIPT}>)`,
    `[x](livescript:${SCRIPT})`,
    `[x](file:///etc/passwd)`,
    `<javascript:${SCRIPT}>`,
    `<vbscript:msgbox(1)>`,
    `[x][ref]\n\n[ref]: javascript:${SCRIPT}`,
    `[ref]\n\n[ref]: data:text/html,hi`,
  ],
  'script schemes in images': [
    `![x](javascript:${SCRIPT})`,
    `![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)`,
    `![x](data:text/html,<script>${SCRIPT}</script>)`,
    `![x](vbscript:msgbox(1))`,
    `![x][img]\n\n[img]: javascript:${SCRIPT}`,
    `[![x](javascript:${SCRIPT})](javascript:${SCRIPT})`,
  ],
  'entity-encoded and percent-encoded schemes': [
    `[x](javascript&#58;${SCRIPT})`,
    `[x](javascript&colon;${SCRIPT})`,
    `[x](&#106;avascript:${SCRIPT})`,
    `[x](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${SCRIPT})`,
    `[x](&#0000106;avascript:${SCRIPT})`,
    `[x](java&#0;script:${SCRIPT})`,
    `[x](%6Aavascript:${SCRIPT})`,
    `![x](&#100;ata:text/html,hi)`,
  ],
  'whitespace and control characters inside or before the scheme': [
    `[x](<java\tscript:${SCRIPT}>)`,
    `[x](<java\nscript:${SCRIPT}>)`,
    `[x](ja&Tab;vascript:${SCRIPT})`,
    `[x](java&NewLine;script:${SCRIPT})`,
    `[x](&Tab;javascript:${SCRIPT})`,
    `[x](< javascript:${SCRIPT}>)`,
    `[x](<\u0001javascript:${SCRIPT}>)`,
    `[x](\u0001javascript:${SCRIPT})`,
    `[x](\u200Bjavascript:${SCRIPT})`,
    `[x](&#x0B;javascript:${SCRIPT})`,
    `[x](<javascript\u0000:${SCRIPT}>)`,
    `[x]( javascript:${SCRIPT} )`,
  ],
  'raw HTML tags and event handlers': [
    `<script>${SCRIPT}</script>`,
    `<img src=x onerror=${SCRIPT}>`,
    `<img src="javascript:${SCRIPT}">`,
    `<a href="javascript:${SCRIPT}">x</a>`,
    `<iframe src="javascript:${SCRIPT}"></iframe>`,
    `<iframe srcdoc="<script>${SCRIPT}</script>"></iframe>`,
    `<object data="javascript:${SCRIPT}"></object>`,
    `<embed src="data:text/html,hi">`,
    `<form action="javascript:${SCRIPT}"><button>go</button></form>`,
    `<button formaction="javascript:${SCRIPT}">go</button>`,
    `<input autofocus onfocus=${SCRIPT}>`,
    `<details open ontoggle=${SCRIPT}>`,
    `<body onload=${SCRIPT}>`,
    `<div style="background:url(javascript:${SCRIPT})">x</div>`,
    `<style>*{background:url("javascript:${SCRIPT}")}</style>`,
    `<meta http-equiv="refresh" content="0;url=javascript:${SCRIPT}">`,
    `<base href="javascript:${SCRIPT}//">`,
    `<link rel=import href="data:text/html,hi">`,
    `<video><source onerror=${SCRIPT}></video>`,
    `<marquee onstart=${SCRIPT}>x</marquee>`,
    `text <b onmouseover=${SCRIPT}>bold</b> text`,
    `<!-- --><script>${SCRIPT}</script><!-- -->`,
    `<scr<script>ipt>${SCRIPT}</scr</script>ipt>`,
    `<IMG SRC=JaVaScRiPt:${SCRIPT}>`,
    `<img src="x" onerror="&#97;&#108;&#101;&#114;&#116;(1)">`,
  ],
  'SVG and MathML': [
    `<svg onload=${SCRIPT}>`,
    `<svg><script>${SCRIPT}</script></svg>`,
    `<svg><a xlink:href="javascript:${SCRIPT}"><text>x</text></a></svg>`,
    `<svg><animate attributeName=href values=javascript:${SCRIPT} /></svg>`,
    `<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCc+PC9zdmc+#x"/></svg>`,
    `<math><mi xlink:href="javascript:${SCRIPT}">x</mi></math>`,
    `![x](data:image/svg+xml,<svg onload=${SCRIPT}>)`,
  ],
  'markdown around HTML and attribute breaking': [
    `[x](https://ok.example/" onmouseover="${SCRIPT})`,
    `[x](https://ok.example/ "title\\" onmouseover=\\"${SCRIPT}")`,
    `![x" onerror="${SCRIPT}](https://ok.example/a.png)`,
    `**<img src=x onerror=${SCRIPT}>**`,
    `> <script>${SCRIPT}</script>`,
    '```html\n<script>alert(1)</script>\n```',
    `- [x](javascript:${SCRIPT})\n- ![y](javascript:${SCRIPT})`,
    `[<img src=x onerror=${SCRIPT}>](https://ok.example/)`,
  ],
};

describe('MarkdownContent', () => {
  for (const [group, payloads] of Object.entries(PAYLOADS)) {
    it(`lets nothing dangerous into the page: ${group}`, () => {
      const found = payloads.flatMap((payload) => {
        const { container, unmount } = render(<MarkdownContent>{payload}</MarkdownContent>);
        const problems = dangers(container).map(
          (problem) => `${JSON.stringify(payload)}: ${problem}`,
        );
        unmount();
        return problems;
      });
      expect(found).toEqual([]);
    });
  }

  it('replaces a dangerous address with an empty one and keeps the link text', () => {
    const { container } = render(
      <MarkdownContent>{`[click me](javascript:${SCRIPT}) ![pool](vbscript:x)`}</MarkdownContent>,
    );
    const link = container.querySelector('a')!;
    expect(link).toHaveTextContent('click me');
    expect(link.getAttribute('href')).toBe('');
    // React leaves an empty src out altogether, so the browser fetches nothing.
    expect(container.querySelector('img')!.getAttribute('src') ?? '').toBe('');
  });

  it('keeps http, https, irc, ircs, mailto, xmpp and relative addresses as written', () => {
    const addresses = [
      'http://example.com/a',
      'HTTPS://example.com/b?q=1#c',
      'irc://irc.example.net/springs',
      'ircs://irc.example.net/springs',
      'mailto:soak@example.com',
      'xmpp:soak@example.com',
      '/springs/12',
      'springs/12',
      '../community',
      '#comments',
      '?sort=top',
      '//cdn.example.com/x',
      '/a:b',
      'page?next=https:x',
    ];
    const { container } = render(
      <MarkdownContent>
        {addresses.map((a, i) => `[link ${i}](${a})`).join('\n\n')}
      </MarkdownContent>,
    );
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(
      addresses,
    );
  });

  it('shows raw HTML as the text it is', () => {
    const { container } = render(
      <MarkdownContent>{'Hot <b>water</b> and <img src=x onerror=alert(1)>'}</MarkdownContent>,
    );
    expect(container.querySelector('b, img')).toBeNull();
    expect(container).toHaveTextContent('Hot <b>water</b> and <img src=x onerror=alert(1)>');
  });

  it('renders markdown: emphasis, lists, code, quotes and images', () => {
    const { container } = render(
      <MarkdownContent>
        {
          '**Hot** and _clear_\n\n- one\n- two\n\n`code`\n\n> quoted\n\n![Pool at dawn](/uploads/p.png)'
        }
      </MarkdownContent>,
    );
    expect(container.querySelector('strong')).toHaveTextContent('Hot');
    expect(container.querySelector('em')).toHaveTextContent('clear');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('code')).toHaveTextContent('code');
    expect(container.querySelector('blockquote')).toHaveTextContent('quoted');
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/uploads/p.png');
    expect(image.getAttribute('alt')).toBe('Pool at dawn');
  });

  it('marks members links as user content that search engines should not follow', () => {
    const { container } = render(
      <MarkdownContent>{'[map](https://example.com/)'}</MarkdownContent>,
    );
    expect(container.querySelector('a')!.getAttribute('rel')).toBe(
      'ugc nofollow noopener noreferrer',
    );
  });
});
