import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundScreen } from './not-found-screen';
import { SomethingWentWrongScreen } from './something-went-wrong-screen';

/** The error boundary of every route: a 404 answer is Page Not Found, anything else Something went wrong. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  console.error(error);
  return <SomethingWentWrongScreen />;
}
