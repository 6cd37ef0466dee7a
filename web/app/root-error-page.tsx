import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/**
 * Rendered instead of the whole app when a route fails, so it depends on
 * nothing that might itself be broken: no layout, no lazy chunks.
 */
export function RootErrorPage() {
  const error = useRouteError();
  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-4 p-6"
    >
      <title>Unexpected Application Error! | Innovation Portal</title>
      <h1 className="text-3xl font-bold text-brand-900">Unexpected Application Error!</h1>
      <p className="text-lg text-slate-700">{describe(error)}</p>
      <p>
        {/* A full page load, because the router itself may be in a bad state. */}
        <a href="/" className="font-medium text-accent-600 underline underline-offset-4">
          Return to Home
        </a>
      </p>
    </main>
  );
}
