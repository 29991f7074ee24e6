import { describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HOSTILE_HOST, HOSTILE_REPLY, HOSTILE_SAFE_LINK } from '../../mocks/hostile-markdown';
import { REPLIES } from '../../mocks/assistant-replies';
import { renderWithTranslations } from '@/testing/render-with-translations';
import { MarkdownMessage } from './markdown-message';

const renderMarkdown = (text: string) => renderWithTranslations(<MarkdownMessage text={text} />).container;

describe('assistant Markdown', () => {
  test('[CHAT-13] the hostile corpus renders inertly: no HTML elements, no unsafe link, no image', () => {
    const container = renderMarkdown(HOSTILE_REPLY);
    for (const tag of ['script', 'img', 'iframe', 'svg', 'style', 'form', 'button', 'b', 'object', 'embed'])
      expect(container.querySelectorAll(tag), tag).toHaveLength(0);
    expect(container.querySelectorAll('[onerror], [onload], [onclick], [onmouseover], [style]')).toHaveLength(0);
    const links = [...container.querySelectorAll('a')];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute('href'), link.outerHTML).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The remote image is only a link to it; the raw HTML anchor is text, not a link.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `https://${HOSTILE_HOST}/pixel.png`,
      HOSTILE_SAFE_LINK.href,
    ]);
  });

  test('[CHAT-13] unsafe links keep their text as plain text; raw HTML shows as text', () => {
    const container = renderMarkdown(HOSTILE_REPLY);
    for (const text of [
      'javascript link',
      'mixed-case link',
      'entity link',
      'tab link',
      'data link',
      'vbscript link',
    ]) {
      const element = screen.getByText(text);
      expect(element.closest('a'), text).toBeNull();
    }
    expect(container.textContent).toContain('<script>alert("script block")</script>');
    expect(screen.getByRole('link', { name: 'Image: remote tracking pixel' })).toBeInTheDocument();
    expect(screen.getByText('Image: inline svg image').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: HOSTILE_SAFE_LINK.text })).toHaveAttribute('href', HOSTILE_SAFE_LINK.href);
  });

  test('[CHAT-07] [CHAT-08] GFM: tables, lists, emphasis and fenced code render; citations are gone', () => {
    renderMarkdown(REPLIES.join('\n\n'));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Role', 'Can view', 'Can change']);
    expect(screen.getAllByRole('list').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Environments', { selector: 'strong' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Copy code' })).toHaveLength(3);
    expect(document.body.textContent).not.toMatch(/【|】|†source/);
    expect(screen.getByText('Environments', { selector: 'h4' })).toBeInTheDocument();
  });

  test('[CHAT-12] fenced code is highlighted by language and unknown languages stay plain', () => {
    const { container } = renderWithTranslations(
      <MarkdownMessage text={'```ts\nconst answer = 42;\n```\n\n```klingon\nQapla!\n```'} />,
    );
    const blocks = container.querySelectorAll('pre code');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]?.querySelector('.hljs-keyword')?.textContent).toBe('const');
    expect(blocks[0]?.textContent).toBe('const answer = 42;');
    expect(blocks[1]?.children).toHaveLength(0);
    expect(blocks[1]?.textContent).toBe('Qapla!');
  });
});
