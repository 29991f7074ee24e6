import { accessSync, constants, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { FIREFOX_RELAY, MISSING_COMMAND, relayAnswer } from './firefox.ts';

const command = (id: number, method: string, params: object = {}) => JSON.stringify({ id, method, params });

describe("[XB-01] the relay between Playwright's BiDi route and Firefox ESR", () => {
  test('[XB-01] every other message passes to Firefox unchanged', () => {
    expect(relayAnswer(command(1, 'browsingContext.navigate', { url: 'http://127.0.0.1/' }))).toBeUndefined();
    expect(relayAnswer(command(2, 'emulation.setLocaleOverride', { locale: 'de-DE' }))).toBeUndefined();
    expect(relayAnswer('not json')).toBeUndefined();
  });

  test('[XB-01] the missing command asking for no override is answered as done, with its id', () => {
    const answer = relayAnswer(command(7, MISSING_COMMAND, { features: { 'prefers-color-scheme': null } }));
    expect(JSON.parse(answer!)).toEqual({ type: 'success', id: 7, result: {} });
  });

  test('[XB-01] a real media override is refused with an error that names it, never silently dropped', () => {
    const answer = JSON.parse(
      relayAnswer(command(8, MISSING_COMMAND, { features: { 'prefers-color-scheme': 'dark' } }))!,
    );
    expect(answer).toMatchObject({ type: 'error', id: 8, error: 'unsupported operation' });
    expect(answer.message).toContain('prefers-color-scheme');
  });

  test('[XB-01] Playwright can start the relay as a browser: an executable file run by Node', () => {
    expect(() => accessSync(FIREFOX_RELAY, constants.X_OK)).not.toThrow();
    expect(readFileSync(FIREFOX_RELAY, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
  });
});
