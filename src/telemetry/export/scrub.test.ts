import { describe, expect, test } from 'vitest';
import { areaOfScript, createScrubber, REDACTED } from './scrub';

const scrub = createScrubber(['dana.support@platform.test', 'Dana Support']);
const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl';

describe('nothing personal, nothing secret (OBS-07)', () => {
  test.each([
    [
      'a URL keeps no query or fragment (the OIDC code and state among them)',
      'at https://portal.test/pulse?code=abc&state=xyz#session_state=1 (x)',
      'at https://portal.test/pulse (x)',
    ],
    [
      'a path keeps no query either',
      'GET /customer-management/customers?search=acme failed',
      'GET /customer-management/customers failed',
    ],
    [
      'OAuth parameters quoted on their own',
      'callback code=4/0AX4 and state=f00',
      `callback code=${REDACTED} and state=${REDACTED}`,
    ],
    ['a token', `token ${JWT} expired`, `token ${REDACTED} expired`],
    ['a bearer credential', 'Authorization: Bearer abc.def-ghi', `Authorization: Bearer ${REDACTED}`],
    ['any email address', 'no access for someone.else@acme.example', `no access for ${REDACTED}`],
    ["the session's own strings, in any case", 'Hello DANA SUPPORT', `Hello ${REDACTED}`],
  ])('[OBS-07] %s', (_, text, scrubbed) => {
    expect(scrub(text)).toBe(scrubbed);
  });

  test('[OBS-07] a stack trace keeps its frames, without their queries', () => {
    const stack =
      'Error: x\n    at render (https://portal.test/remotes/insights/assets/area-B1.js?v=3:1:200)\n    at https://portal.test/assets/app.js:2:9';
    expect(scrub(stack)).toBe(
      'Error: x\n    at render (https://portal.test/remotes/insights/assets/area-B1.js)\n    at https://portal.test/assets/app.js:2:9',
    );
  });
});

describe('the area of a script (OBS-03, OBS-06)', () => {
  test("[OBS-03] [OBS-06] a script under /remotes/<id>/ is that remote area's; any other is nobody's", () => {
    expect(areaOfScript('https://portal.test/remotes/customer-insights/assets/area-B1.js:1:2')).toBe(
      'customer-insights',
    );
    expect(areaOfScript('at x (https://portal.test/assets/application-C1.js:1:1)')).toBeUndefined();
    expect(areaOfScript(undefined)).toBeUndefined();
  });
});
