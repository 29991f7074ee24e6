// @vitest-environment node
/**
 * contract:check reads which value a provider refused, and by what, from the error bodies Spring
 * services send with a 400 (CON-14); a body that names nothing gives nothing (the finding then
 * says only that the request was refused); a 415 to the body is a refused media type (CON-15).
 */
import { describe, expect, test } from 'vitest';
import { refusalsOf, refusedMediaType } from './check-refusal.ts';

describe('[CON-14] the refused values a 400 body names', () => {
  test.each([
    [
      "Spring Boot's error attributes with binding errors",
      {
        status: 400,
        error: 'Bad Request',
        errors: [
          { field: 'message', code: 'Size', defaultMessage: 'size must be between 0 and 20', rejectedValue: 'x' },
        ],
      },
      [{ field: ['message'], constraint: 'Size', reason: 'size must be between 0 and 20' }],
    ],
    [
      'problem details with an RFC 9457 errors list (pointer, detail): the constraint from the default message',
      { title: 'Bad Request', errors: [{ pointer: '#/content/0/text', detail: 'must not be blank' }] },
      [{ field: ['content', '0', 'text'], constraint: 'NotBlank', reason: 'must not be blank' }],
    ],
    [
      "RFC 7807's invalid-params",
      { 'invalid-params': [{ name: 'customerId', reason: 'size must be between 0 and 5' }] },
      [{ field: ['customerId'], constraint: 'Size', reason: 'size must be between 0 and 5' }],
    ],
    [
      "Zalando's violations with a property path",
      { violations: [{ field: 'items[2].quantity', message: 'must be less than or equal to 100' }] },
      [{ field: ['items', '2', 'quantity'], constraint: 'Max', reason: 'must be less than or equal to 100' }],
    ],
    [
      "Spring's MethodArgumentNotValidException text in detail",
      {
        detail:
          "Validation failed for argument [0] in public Reply send(SendMessageRequest): [Field error in object 'sendMessageRequest' on field 'message': rejected value [Hello! Please answer with one word.]; codes [Size.sendMessageRequest.message,Size.message,Size.java.lang.String,Size]; arguments [message,20,0]; default message [size must be between 0 and 20]] ",
      },
      [{ field: ['message'], constraint: 'Size', reason: 'size must be between 0 and 20' }],
    ],
    [
      'a failed conversion (a UUID path variable)',
      { detail: "Failed to convert 'threadId' with value: 'thread_8xQ2mK4pLr'" },
      [{ field: ['threadId'], constraint: 'typeMismatch', reason: 'the value cannot be converted' }],
    ],
    [
      "a constraint violation's message (Spring Boot's message attribute)",
      { message: 'getServiceInfo.service: must match "^[a-z]+$"' },
      [{ field: ['getServiceInfo', 'service'], constraint: 'Pattern', reason: 'must match "^[a-z]+$"' }],
    ],
  ])('[CON-14] %s', (_name, body, expected) => {
    expect(refusalsOf(body)).toEqual(expected);
  });

  test.each([
    ['a missing parameter', { detail: "Required parameter 'page' is not present." }],
    ['an unreadable body', { title: 'Bad Request', detail: 'Failed to read request' }],
    ['no body', undefined],
    ['text', 'Bad Request'],
  ])('[CON-14] %s names no refused value', (_name, body) => {
    expect(refusalsOf(body)).toEqual([]);
  });
});

describe("[CON-15] a 415 to the portal's body is a refused media type", () => {
  const body = { required: true, content: { 'application/json': { schema: { type: 'object' } } } };

  test("[CON-15] the media type the contract sends, at its pointer, and what Spring's Accept header says the provider accepts", () => {
    expect(refusedMediaType(body, 'application/xml', '')).toEqual({
      kind: 'media-type-refused',
      pointer: '#/requestBody/content/application~1json',
      message:
        'The provider refused the body as application/json, the media type the portal sends (415 Unsupported Media Type); it accepts application/xml.',
      expected: 'application/json, accepted',
      actual: '415 Accept: application/xml',
    });
  });

  test('[CON-15] without an Accept header the error body says why', () => {
    const refused = refusedMediaType(
      body,
      '',
      "Unsupported Media Type: Content-Type 'application/json' is not supported.",
    );
    expect(refused.message).toBe(
      "The provider refused the body as application/json, the media type the portal sends (415 Unsupported Media Type): Unsupported Media Type: Content-Type 'application/json' is not supported.",
    );
    expect(refused.actual).toBe('415');
  });
});
