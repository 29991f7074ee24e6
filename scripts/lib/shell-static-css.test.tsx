// @vitest-environment jsdom
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import SvgIcon from '@mui/joy/SvgIcon';
import { afterAll, describe, expect, test } from 'vitest';
import { STATIC_CLASS } from '../../src/components/static-classes.ts';
import { joyTheme, toCss } from './joy-static-css.ts';
import { joyComponentStyles, shellStaticCss } from './shell-static-css.ts';

type Rules = Map<string, Map<string, string>>;

/** The top-level rules of a stylesheet text, by selector: each a map of its declarations (the last wins). */
function parseRules(css: string): Rules {
  const rules: Rules = new Map();
  for (const [, selector, body] of css.matchAll(/([^{}@]+)\{([^{}]*)\}/g)) {
    const declarations = rules.get(selector!.trim()) ?? new Map<string, string>();
    for (const declaration of body!.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
    rules.set(selector!.trim(), declarations);
  }
  return rules;
}

/** Without the vendor-prefixed copies emotion's prefixer adds (the standard declaration is there too). */
const standard = (declarations: Map<string, string> | undefined) =>
  Object.fromEntries(
    [...(declarations ?? [])].filter(
      ([property]) =>
        !/^-(moz|ms)-/.test(property) &&
        (!property.startsWith('-webkit-') || property === '-webkit-tap-highlight-color'),
    ),
  );

const generated = parseRules(shellStaticCss());
const staticRule = (name: keyof typeof STATIC_CLASS) => standard(generated.get(`.${STATIC_CLASS[name]}`));

// The Joy components the plain elements stand for, as Navigation and the icons rendered them, in jsdom with emotion.
const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);
flushSync(() =>
  root.render(
    <List size="sm">
      <ListItem data-testid="entry">
        <ListItemButton data-testid="link">
          <ListItemDecorator data-testid="decorator">
            <SvgIcon data-testid="icon">
              <path d="M0 0" />
            </SvgIcon>
          </ListItemDecorator>
          <ListItemContent data-testid="label">Pulse</ListItemContent>
        </ListItemButton>
      </ListItem>
      <ListItem>
        <SvgIcon data-testid="small-icon" size="sm">
          <path d="M0 0" />
        </SvgIcon>
      </ListItem>
    </List>,
  ),
);
afterAll(() => root.unmount());

/** The declarations emotion inserted for a rendered Joy element: the rule of its `css-…` class. */
function joyRule(testId: string) {
  const element = container.querySelector(`[data-testid="${testId}"]`)!;
  const emotionClass = [...element.classList].find((name) => name.startsWith('css-'));
  const inserted = parseRules([...document.querySelectorAll('style')].map((style) => style.textContent).join('\n'));
  return standard(inserted.get(`.${emotionClass}`));
}

describe('the shell’s static rules stand for the Joy components they replace (PERF-09)', () => {
  test('[PERF-09] a navigation link and its entry have the rules Joy inserts for ListItemButton and ListItem', () => {
    const link = joyRule('link');
    expect(Object.keys(link).length).toBeGreaterThan(20);
    expect(staticRule('navLink')).toEqual(link);
    expect(staticRule('navItem')).toEqual(joyRule('entry'));
  });

  test('[PERF-09] the icon box, the label and the icons have the rules of ListItemDecorator, ListItemContent and SvgIcon', () => {
    expect(staticRule('navDecorator')).toEqual(joyRule('decorator'));
    expect(staticRule('navLabel')).toEqual(joyRule('label'));
    expect(staticRule('icon')).toEqual(joyRule('icon'));
    // The small icon differs from the medium one in its font size only (and sets it for its children).
    expect({ ...staticRule('icon'), ...staticRule('iconSmall') }).toEqual(joyRule('small-icon'));
  });

  test('[PERF-09] a Joy component without emotion styles is an error, not an empty rule', () => {
    expect(() => joyComponentStyles(() => null, joyTheme(), {})).toThrow(/without emotion styles/);
  });

  test('[PERF-08] nested selector lists name the rule’s selector in every part', () => {
    expect(toCss('.a', { '&:hover, &:focus-visible': { color: 'red' } })).toBe('.a:hover, .a:focus-visible{color:red}');
  });
});
