/**
 * RFC 9457 problem details, as every error response of the three specs carries them.
 */
import { HttpResponse } from 'msw';
import * as z from 'zod';

/** The `Problem` schema of the specs (orval generates no zod schema for error bodies). */
export const ProblemSchema = z.object({
  type: z.string().optional(),
  title: z.string(),
  status: z.int().min(100).max(599),
  detail: z.string().optional(),
  instance: z.string().optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An `application/problem+json` response with the given status and detail. */
export function problem(status: number, detail: string): HttpResponse<Problem> {
  const body: Problem = { type: 'about:blank', title: TITLES[status] ?? 'Error', status, detail };
  return HttpResponse.json(body, { status, headers: { 'Content-Type': 'application/problem+json' } });
}
