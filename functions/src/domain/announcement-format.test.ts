import { announcementHtml, announcementPlainText } from './announcement-format';

describe('announcementHtml', () => {
  it('makes paragraphs, lists and links of what an editor writes', () => {
    const html = announcementHtml(
      'Entries open Monday.\n\n- Poomsae\n- Sparring\n\n1. Pay\n2. Enter\n\nSee [the rules](https://example.org/rules) or https://example.org',
    );
    expect(html).toContain('<p>Entries open Monday.</p>');
    expect(html).toContain('<ul>\n<li>Poomsae</li>');
    expect(html).toContain('<ol>\n<li>Pay</li>');
    expect(html).toContain('<a href="https://example.org/rules">the rules</a>');
    expect(html).toContain('<a href="https://example.org">https://example.org</a>');
  });

  it('shows markup as text and makes no link of a script or data address', () => {
    const html = announcementHtml(
      '<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) [data](data:text/html,x) [vb](vbscript:x)',
    );
    expect(html).not.toMatch(/<script|<img|href="javascript|href="data|href="vbscript/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps headings, images and code as plain text', () => {
    const html = announcementHtml('# Title\n\n![x](https://example.org/x.png)\n\n`code`');
    expect(html).not.toMatch(/<h1|<img|<code/);
  });
});

describe('announcementPlainText', () => {
  it('is the text as written, trimmed', () => {
    expect(announcementPlainText('  Hello\n\n- a  \n')).toBe('Hello\n\n- a');
  });
});
