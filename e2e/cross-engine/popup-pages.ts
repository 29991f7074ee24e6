/**
 * XB-02: the popups, the assistant, the command palette and the header's menus over the engine
 * driver, each step a user's (mostly keyboard) way with the wait for what it shows.
 */
import { questionAnswering } from '../pages/assistant-chat.ts';
import type { Query } from './driver.ts';
import { eventually, exactly, type Shell } from './shell-pages.ts';

/** The header's menu, driven by the keyboard: Enter opens it, arrows walk to the item, Enter opens the popup. */
export async function openFromMenu(shell: Shell, item: string): Promise<Query> {
  const { driver, texts } = shell;
  const menuButton = shell.button(texts.menu);
  await driver.focus(menuButton);
  await driver.press('Enter');
  const target: Query = { role: 'menuitem', name: item, within: { role: 'menu' } };
  await shell.expectVisible(target);
  for (let step = 0; step < 8 && !(await driver.isFocused(target)); step++) await driver.press('ArrowDown');
  await shell.expectFocused(target);
  await driver.press('Enter');
  const dialog = shell.dialog(item);
  await shell.expectVisible(dialog);
  return dialog;
}

/** Escape closes the popup and the focus is back where it was opened (POP-04). */
export async function closeWithEscape(shell: Shell, dialog: Query, opener: Query) {
  await shell.driver.press('Escape');
  await shell.expectVisible(dialog, false);
  await shell.expectFocused(opener);
}

/** Opens a header menu (appearance, language) and picks one of its radio items. */
export async function chooseInMenu(shell: Shell, button: string | RegExp, item: string) {
  await shell.driver.click(shell.button(button));
  await shell.driver.click({ role: 'menuitemradio', name: item, within: { role: 'menu' } });
  await eventually(() => shell.driver.count({ role: 'menu' })).toBe(0);
}

/** The assistant: the header's button, its popup, the conversation. */
export class Assistant {
  readonly shell: Shell;

  constructor(shell: Shell) {
    this.shell = shell;
  }

  private get de() {
    return this.shell.language === 'de';
  }
  get button(): Query {
    return this.shell.button(this.de ? 'Assistent' : 'Assistant');
  }
  get dialog(): Query {
    return this.shell.dialog(this.de ? 'Assistent' : 'Assistant');
  }
  get input(): Query {
    return {
      role: 'textbox',
      name: this.de ? 'Nachricht an den Assistenten' : 'Message to the assistant',
      within: this.dialog,
    };
  }
  get messages(): Query {
    return { css: '[data-role]', within: this.dialog };
  }
  private get lastMessage(): Query {
    return { css: '[data-role]', within: this.dialog, nth: -1 };
  }

  /** Opens it with its button: the input has the focus once the conversation has settled (CHAT-15). */
  async open() {
    await this.shell.driver.click(this.button);
    await this.shell.expectVisible(this.dialog);
    await this.shell.expectFocused(this.input);
    await eventually(() => this.shell.driver.text({ role: 'status', within: this.dialog })).toBe('');
    await eventually(() => this.shell.driver.count(this.messages)).toBeGreaterThan(0);
  }

  /** Sends the question that the mock assistant answers with the reply containing `marker`; waits for the answer. */
  async ask(marker: string) {
    const { driver } = this.shell;
    const before = await driver.count(this.messages);
    await driver.type(this.input, questionAnswering(marker));
    await driver.press('Enter');
    await eventually(() => driver.count(this.messages)).toBe(before + 2);
    await eventually(() => driver.attribute(this.lastMessage, 'data-role')).toBe('assistant');
    return this.lastMessage;
  }

  /**
   * The answer's code block: copied with its button, confirmed with "Copied" (CHAT-12), and on the
   * clipboard: pasted into the input with the keyboard, then deleted again.
   */
  async copyCode(answer: Query, code: string) {
    const { driver } = this.shell;
    const de = this.de;
    await driver.click({ role: 'button', name: de ? 'Code kopieren' : 'Copy code', within: answer });
    await this.shell.expectVisible({ role: 'button', name: de ? 'Kopiert' : 'Copied', within: answer });
    await driver.focus(this.input);
    await driver.press('Control+v');
    await eventually(() => driver.value(this.input)).toContain(code);
    await driver.press('Control+a');
    await driver.press('Backspace');
    await eventually(() => driver.value(this.input)).toBe('');
  }

  /** A new conversation: the list holds the greeting only (CHAT-03). */
  async restart() {
    await this.shell.driver.click({
      role: 'button',
      name: this.de ? 'Neues Gespräch' : 'New conversation',
      within: this.dialog,
    });
    await eventually(() => this.shell.driver.count(this.messages)).toBe(1);
  }

  /** From the input, Escape closes it, and the focus is back on the header's button. */
  async closeWithEscape() {
    await this.shell.driver.focus(this.input);
    await closeWithEscape(this.shell, this.dialog, this.button);
  }
}

/** Ctrl+K, a few letters, Enter: the palette's best match runs (UX-03). */
export async function runFromPalette(shell: Shell, typed: string, expectedArea: string) {
  const { driver, texts } = shell;
  await driver.press('Control+k');
  const input: Query = { role: 'combobox', name: texts.paletteInput, within: shell.dialog(texts.palette) };
  await shell.expectFocused(input);
  await driver.type(input, typed);
  await eventually(() => driver.text({ role: 'option', within: shell.dialog(texts.palette), nth: 0 })).toContain(
    expectedArea,
  );
  await driver.press('Enter');
  await shell.expectVisible(shell.dialog(texts.palette), false);
  await shell.expectArea(exactly(expectedArea));
}
