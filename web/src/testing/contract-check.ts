import { errorEnvelope, exceptionStatuses } from '@pixel/contract';
import { routeOf } from '@pixel/contract/routes';

/**
 * Why the server could not give this answer to `method pathname`, or undefined when it could: the call is
 * in the route table, a success is its schema's answer for that status, and a failure is the error envelope
 * with a status of an exception the call lists (or a 429 or 5xx any call can meet on the way). A test
 * double that answers what the server never would makes a test prove nothing.
 */
const problems: string[] = [];

/** Notes what is wrong with a test double's answer, for the test to fail on once it ends (`takeAnswerProblems`). */
export function checkAnswer(method: string, pathname: string, status: number, body: unknown) {
  const problem = answerProblem(method, pathname, status, body);
  if (problem && !problems.includes(problem)) problems.push(problem);
}

/** What `checkAnswer` found since it was last asked. */
export const takeAnswerProblems = () => problems.splice(0);

export function answerProblem(
  method: string,
  pathname: string,
  status: number,
  body: unknown,
): string | undefined {
  const route = routeOf(method, pathname);
  if (!route) return `${method} ${pathname} is no call of the route table`;
  const { call, schemas } = route;
  if (status >= 200 && status < 300) {
    const schema = schemas.answers[status as keyof typeof schemas.answers];
    if (!schema) return `${method} ${call.path} never answers ${status}`;
    if (status === 204) return undefined;
    const parsed = schema.safeParse(body);
    return parsed.success
      ? undefined
      : `${method} ${call.path} answered a body its schema refuses: ${parsed.error.message}`;
  }
  const statuses = new Set<number>(call.errors.map((exception) => exceptionStatuses[exception]));
  if (!statuses.has(status) && status !== 429 && status < 500) {
    return `${method} ${call.path} never fails with ${status} (it may with ${[...statuses].join(', ')})`;
  }
  const parsed = errorEnvelope.safeParse(body);
  return parsed.success ? undefined : `${method} ${call.path} failed with a body that is no error envelope`;
}
