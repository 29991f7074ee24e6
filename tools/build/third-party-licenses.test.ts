import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ViteDevServer } from 'vite';
import { describe, expect, test } from 'vitest';
import { THIRD_PARTY_LICENSES_FILE, thirdPartyLicenses } from './third-party-licenses.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** What the dev server answers for the licences file: the plugin's middleware, called as Connect would. */
function devAnswer(): { status: number; type: string; body: string } {
  const routes = new Map<string, Handler>();
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- the two parts of Vite's server the plugin uses
  const server = {
    config: { root: process.cwd() },
    middlewares: { use: (path: string, handler: Handler) => routes.set(path, handler) },
  } as unknown as ViteDevServer;
  const plugin = thirdPartyLicenses('the Management Portal UI');
  if (typeof plugin.configureServer !== 'function') throw new Error('the plugin serves nothing in dev');
  void Reflect.apply(plugin.configureServer, undefined, [server]);
  const answer = { status: 0, type: '', body: '' };
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- the two parts of a response the middleware uses
  const res = {
    writeHead: (status: number, headers: Record<string, string>) => {
      answer.status = status;
      answer.type = headers['content-type'] ?? '';
    },
    end: (body: string) => void (answer.body = body),
  } as unknown as ServerResponse;
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- the middleware never reads the request
  routes.get(`/${THIRD_PARTY_LICENSES_FILE}`)?.({} as IncomingMessage, res, () => undefined);
  return answer;
}

describe('third-party licences on the dev server', () => {
  test('[UX-07] [POP-03] npm start answers the real list: the runtime packages with their licence texts, no tools', () => {
    const { status, type, body } = devAnswer();
    expect(status).toBe(200);
    expect(type).toBe('text/plain; charset=utf-8');
    expect(body).toMatch(/^Third-party software in the Management Portal UI: \d+ packages, with their licences\./);
    const listed = body
      .split('\n')
      .filter((line) => line.startsWith('Name: '))
      .map((line) => line.slice('Name: '.length));
    for (const name of ['react', 'react-dom', '@mui/joy', '@tanstack/react-query', 'i18next', 'axios']) {
      expect(listed, name).toContain(name);
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect(body).toContain('Permission is hereby granted, free of charge');
    for (const name of ['vitest', 'vite', 'orval', 'typescript', 'oidc-provider', '@faker-js/faker']) {
      expect(listed, name).not.toContain(name);
    }
  });
});
