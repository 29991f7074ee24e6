import type { ReactNode } from 'react';
import type { RootContent } from 'hast';
import { createLowlight } from 'lowlight';
import bash from 'highlight.js/lib/languages/bash';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

// The languages the assistant's answers use; each grammar also brings its aliases (sh, ts, js, html, yml, …).
const lowlight = createLowlight({ bash, java, javascript, json, python, sql, typescript, xml, yaml });

const render = (nodes: readonly RootContent[]): ReactNode[] =>
  nodes.map((node, index) => {
    if (node.type === 'text') return node.value;
    if (node.type !== 'element') return null;
    const className = node.properties.className;
    return (
      <span key={index} className={Array.isArray(className) ? className.join(' ') : undefined}>
        {render(node.children)}
      </span>
    );
  });

/**
 * The code as React nodes with highlight.js token classes (`hljs-keyword`, …), or the plain text
 * for an unknown or missing language. Never guesses a language and never produces HTML strings.
 */
export function highlightCode(code: string, language: string | undefined): ReactNode {
  if (!language || !lowlight.registered(language)) return code;
  return render(lowlight.highlight(language, code).children);
}
